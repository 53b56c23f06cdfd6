import en_US from './en_US.json';
import vi_VN from './vi_VN.json';
import zh_CN from './zh_CN.json';

export const resources = { vi_VN, en_US, zh_CN };
