module.exports = require('./template-databases.cjs').setup;
