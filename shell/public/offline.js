/* global document, location, window */
// The offline page's few words, in the visitor's language (SPEC §9's eleven): the language chosen on
// the site (the `lang` cookie), else the browser's, else the configured locale (vi_VN). Drawn in the
// brand's theme the shell remembered (localStorage `siteTheme`, colours from the precached pwa.json)
// and named after the brand (`site_name`). Retry reloads the page once the browser is back online.
(function () {
  'use strict';
  var TEXTS = {
    vi_VN: [
      'Bạn đang ngoại tuyến',
      'Không thể mở trang khi không có kết nối. Hãy kiểm tra kết nối Internet rồi thử lại.',
      'Thử lại',
      'Vẫn chưa có kết nối. Hãy thử lại khi đã kết nối.',
    ],
    en_US: [
      'You are offline',
      'The site cannot open without a connection. Check your internet connection, then try again.',
      'Retry',
      'Still offline. Try again once you are connected.',
    ],
    zh_CN: ['您已离线', '没有网络连接，无法打开网站。请检查网络连接后重试。', '重试', '仍未连接，请在连网后重试。'],
    zh_TW: ['您已離線', '沒有網路連線，無法開啟網站。請檢查網路連線後重試。', '重試', '仍未連線，請在連網後重試。'],
    ko_KR: [
      '오프라인 상태입니다',
      '연결이 없어 사이트를 열 수 없습니다. 인터넷 연결을 확인한 후 다시 시도하세요.',
      '다시 시도',
      '아직 오프라인입니다. 연결된 후 다시 시도하세요.',
    ],
    ja_JP: [
      'オフラインです',
      '接続がないためサイトを開けません。インターネット接続を確認してから、もう一度お試しください。',
      '再試行',
      'まだオフラインです。接続してからもう一度お試しください。',
    ],
    th_TH: [
      'คุณออฟไลน์อยู่',
      'ไม่สามารถเปิดเว็บไซต์ได้เมื่อไม่มีการเชื่อมต่อ โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
      'ลองอีกครั้ง',
      'ยังออฟไลน์อยู่ โปรดลองอีกครั้งเมื่อเชื่อมต่อแล้ว',
    ],
    hi_IN: [
      'आप ऑफ़लाइन हैं',
      'कनेक्शन के बिना साइट नहीं खुल सकती। अपना इंटरनेट कनेक्शन जाँचें, फिर दोबारा कोशिश करें।',
      'फिर से कोशिश करें',
      'अभी भी ऑफ़लाइन हैं। कनेक्ट होने के बाद फिर से कोशिश करें।',
    ],
    my_MM: [
      'သင် အော့ဖ်လိုင်း ဖြစ်နေသည်',
      'ချိတ်ဆက်မှု မရှိဘဲ ဆိုက်ကို ဖွင့်၍ မရပါ။ အင်တာနက် ချိတ်ဆက်မှုကို စစ်ဆေးပြီး ထပ်စမ်းကြည့်ပါ။',
      'ထပ်စမ်းရန်',
      'အော့ဖ်လိုင်း ဖြစ်နေဆဲပါ။ ချိတ်ဆက်ပြီးမှ ထပ်စမ်းကြည့်ပါ။',
    ],
    ta_IN: [
      'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள்',
      'இணைப்பு இல்லாமல் தளத்தைத் திறக்க முடியாது. உங்கள் இணைய இணைப்பைச் சரிபார்த்து, மீண்டும் முயலவும்.',
      'மீண்டும் முயல்க',
      'இன்னும் ஆஃப்லைனில் உள்ளீர்கள். இணைந்த பிறகு மீண்டும் முயலவும்.',
    ],
    bn_BD: [
      'আপনি অফলাইনে আছেন',
      'সংযোগ ছাড়া সাইটটি খোলা যাচ্ছে না। আপনার ইন্টারনেট সংযোগ পরীক্ষা করে আবার চেষ্টা করুন।',
      'আবার চেষ্টা করুন',
      'এখনও অফলাইনে। সংযুক্ত হওয়ার পরে আবার চেষ্টা করুন।',
    ],
  };
  var PREFIXES = {
    zh: 'zh_CN',
    en: 'en_US',
    vi: 'vi_VN',
    ko: 'ko_KR',
    ja: 'ja_JP',
    th: 'th_TH',
    hi: 'hi_IN',
    my: 'my_MM',
    ta: 'ta_IN',
    bn: 'bn_BD',
  };

  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : null;
  }

  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function fromBrowser(tag) {
    var t = String(tag || '').replace('-', '_');
    if (TEXTS[t]) return t;
    var lower = t.toLowerCase();
    if (/^zh_(tw|hk|mo|hant)/.test(lower)) return 'zh_TW';
    return PREFIXES[lower.split('_')[0]] || null;
  }

  function language() {
    var chosen = cookie('lang');
    if (chosen && TEXTS[chosen]) return chosen;
    var list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < list.length; i += 1) {
      var found = fromBrowser(list[i]);
      if (found) return found;
    }
    return 'vi_VN';
  }

  var lang = language();
  var words = TEXTS[lang];
  document.documentElement.lang = lang.replace('_', '-');
  document.title = words[0];
  document.getElementById('title').textContent = words[0];
  document.getElementById('message').textContent = words[1];
  var retry = document.getElementById('retry');
  retry.textContent = words[2];
  var brand = stored('site_name');
  if (brand) document.getElementById('brand').textContent = brand;

  retry.addEventListener('click', function () {
    if (navigator.onLine === false) {
      document.getElementById('status').textContent = words[3];
      return;
    }
    location.reload();
  });

  // The brand's colours (the precached pwa.json); the gold theme of the page's own CSS otherwise.
  var themeName = stored('siteTheme');
  if (themeName && window.fetch) {
    fetch('/pwa.json')
      .then(function (res) {
        return res.json();
      })
      .then(function (pwa) {
        var theme = pwa && pwa.themes && pwa.themes[themeName];
        if (!theme) return;
        var vars = {
          '--bg': theme.background,
          '--surface': theme.surface,
          '--primary': theme.primary,
          '--primary-active': theme.primaryActive,
          '--accent': theme.accent,
          '--on-primary': theme.onPrimary,
          '--text': theme.text,
          '--muted': theme.textMuted,
        };
        for (var name in vars) if (vars[name]) document.documentElement.style.setProperty(name, vars[name]);
        var meta = document.querySelector('meta[name="theme-color"]');
        if (meta && theme.background) meta.setAttribute('content', theme.background);
      })
      .catch(function () {
        // The page's own colours stay.
      });
  }
})();
