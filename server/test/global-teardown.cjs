module.exports = require('./template-databases.cjs').teardown;
