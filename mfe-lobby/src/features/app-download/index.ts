export { readAppDownload, useAppDownload, type AppDownload } from './api/get-app-download';
export { AppDownloadView, phonePlatform } from './components/app-download-view';
export { QrCode } from './components/qr-code';
export { encodeQr } from './lib/qr-code';
