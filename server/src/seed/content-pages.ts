/**
 * Seed step of the site's content pages (SPEC §2 /main/{id}, /faq, /faq/{id}, /sponsor, /app; §3
 * content lists): the footer entries become one list per language of SPEC §9, and those of url
 * type main and faq carry their page (an HTML body, or the topic's questions); the float and mobile
 * footer lists are given per language too; the sponsors get a description and a second partner; the model
 * settings get the app download entry (the iOS and Android addresses the /app page shows).
 * The entries of the first content step, which were Vietnamese for every language, are replaced.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LanguageCode } from '@site/shared/constants';
import type { Db } from '../db/client';
import { siteContents } from '../db/schema';
import { assetUrls } from '../modules/games/catalogue';
import { DEMO_SITE_ID, type SeedStep } from './step';
import { SEED_LANGUAGES, texts, type Texts } from './texts';

interface Question {
  question: Texts;
  /** HTML. */
  answer: Texts;
}

/** The pages behind the footer's main/{id} links: a title and an HTML body. */
const MAIN_PAGES: Array<{ id: number; title: Texts; content: Texts }> = [
  {
    id: 1,
    title: texts({
      vi_VN: 'Giới thiệu',
      en_US: 'About us',
      zh_CN: '关于我们',
      zh_TW: '關於我們',
      ko_KR: '회사 소개',
      ja_JP: '私たちについて',
      th_TH: 'เกี่ยวกับเรา',
      hi_IN: 'हमारे बारे में',
      my_MM: 'ကျွန်ုပ်တို့အကြောင်း',
      ta_IN: 'எங்களைப் பற்றி',
      bn_BD: 'আমাদের সম্পর্কে',
    }),
    content: texts({
      vi_VN:
        '<h2>Về chúng tôi</h2><p>Chúng tôi là cổng giải trí trực tuyến với <b>slot, live casino, thể thao, xổ số và game bài</b> từ các nhà cung cấp hàng đầu.</p><h2>Cam kết của chúng tôi</h2><ul><li>Nạp rút nhanh qua ngân hàng nội địa.</li><li>Chăm sóc khách hàng 24/7.</li><li>Dữ liệu cá nhân được mã hoá và bảo vệ.</li></ul>',
      en_US:
        '<h2>Who we are</h2><p>We are an online entertainment site with <b>slots, live casino, sports, lottery and card games</b> from leading providers.</p><h2>Our promise</h2><ul><li>Fast deposits and withdrawals through local banks.</li><li>Customer service around the clock.</li><li>Your personal data encrypted and protected.</li></ul>',
      zh_CN:
        '<h2>我们是谁</h2><p>我们是一家在线娱乐网站，提供来自知名供应商的<b>老虎机、真人娱乐、体育、彩票和棋牌游戏</b>。</p><h2>我们的承诺</h2><ul><li>本地银行快速存取款。</li><li>全天候客户服务。</li><li>个人资料加密保护。</li></ul>',
      zh_TW:
        '<h2>我們是誰</h2><p>我們是一家線上娛樂網站，提供來自知名供應商的<b>老虎機、真人娛樂、體育、彩票和棋牌遊戲</b>。</p><h2>我們的承諾</h2><ul><li>本地銀行快速存提款。</li><li>全天候客戶服務。</li><li>個人資料加密保護。</li></ul>',
      ko_KR:
        '<h2>저희를 소개합니다</h2><p>저희는 유명 게임사의 <b>슬롯, 라이브 카지노, 스포츠, 로또, 카드 게임</b>을 즐길 수 있는 온라인 엔터테인먼트 사이트입니다.</p><h2>저희의 약속</h2><ul><li>현지 은행을 통한 빠른 입출금.</li><li>연중무휴 24시간 고객센터.</li><li>개인정보 암호화 및 안전한 보호.</li></ul>',
      ja_JP:
        '<h2>サイトのご紹介</h2><p>私たちは、大手プロバイダーの<b>スロット、ライブカジノ、スポーツ、宝くじ、カードゲーム</b>を楽しめるオンラインエンターテインメントサイトを運営しています。</p><h2>私たちの約束</h2><ul><li>現地銀行でのスピーディーな入出金。</li><li>24時間年中無休のカスタマーサービス。</li><li>個人情報は暗号化して保護します。</li></ul>',
      th_TH:
        '<h2>เราคือใคร</h2><p>เราคือเว็บไซต์ความบันเทิงออนไลน์ที่รวม<b>สล็อต คาสิโนสด กีฬา หวย และเกมไพ่</b>จากผู้ให้บริการชั้นนำ</p><h2>คำมั่นของเรา</h2><ul><li>ฝาก-ถอนรวดเร็วผ่านธนาคารในประเทศ</li><li>บริการลูกค้าตลอด 24 ชั่วโมง</li><li>ข้อมูลส่วนตัวของคุณได้รับการเข้ารหัสและปกป้อง</li></ul>',
      hi_IN:
        '<h2>हम कौन हैं</h2><p>हम एक ऑनलाइन मनोरंजन साइट हैं, जहाँ प्रमुख प्रदाताओं के <b>स्लॉट, लाइव कैसीनो, खेल, लॉटरी और कार्ड गेम</b> मिलते हैं।</p><h2>हमारा वादा</h2><ul><li>स्थानीय बैंकों से तेज़ जमा और निकासी।</li><li>चौबीसों घंटे ग्राहक सेवा।</li><li>आपका निजी डेटा एन्क्रिप्टेड और सुरक्षित।</li></ul>',
      my_MM:
        '<h2>ကျွန်ုပ်တို့ အကြောင်း</h2><p>ကျွန်ုပ်တို့သည် ထိပ်တန်းဂိမ်းပံ့ပိုးသူများ၏ <b>စလော့၊ တိုက်ရိုက်ကာစီနို၊ အားကစား၊ ထီနှင့် ဖဲဂိမ်းများ</b> ပါဝင်သော အွန်လိုင်းဖျော်ဖြေရေးဆိုက် ဖြစ်ပါသည်။</p><h2>ကျွန်ုပ်တို့၏ ကတိ</h2><ul><li>ပြည်တွင်းဘဏ်များမှတစ်ဆင့် မြန်ဆန်သော ငွေသွင်း၊ ငွေထုတ်။</li><li>၂၄ နာရီ ဖောက်သည်ဝန်ဆောင်မှု။</li><li>သင့်ကိုယ်ရေးအချက်အလက်များကို စာဝှက်၍ ကာကွယ်ထားပါသည်။</li></ul>',
      ta_IN:
        '<h2>நாங்கள் யார்</h2><p>நாங்கள் முன்னணி வழங்குநர்களின் <b>ஸ்லாட், லைவ் கேசினோ, விளையாட்டு, லாட்டரி மற்றும் சீட்டு விளையாட்டுகள்</b> கொண்ட ஆன்லைன் பொழுதுபோக்குத் தளத்தை நடத்துகிறோம்.</p><h2>எங்கள் உறுதிமொழி</h2><ul><li>உள்ளூர் வங்கிகள் மூலம் விரைவான வைப்பு மற்றும் பணம் எடுத்தல்.</li><li>24 மணி நேர வாடிக்கையாளர் சேவை.</li><li>உங்கள் தனிப்பட்ட தரவு குறியாக்கம் செய்யப்பட்டுப் பாதுகாக்கப்படுகிறது.</li></ul>',
      bn_BD:
        '<h2>আমরা কারা</h2><p>আমরা একটি অনলাইন বিনোদন সাইট পরিচালনা করি, যেখানে শীর্ষস্থানীয় প্রদানকারীদের <b>স্লট, লাইভ ক্যাসিনো, খেলা, লটারি ও কার্ড গেম</b> রয়েছে।</p><h2>আমাদের প্রতিশ্রুতি</h2><ul><li>স্থানীয় ব্যাংকের মাধ্যমে দ্রুত জমা ও উত্তোলন।</li><li>২৪ ঘণ্টা গ্রাহক সেবা।</li><li>আপনার ব্যক্তিগত তথ্য এনক্রিপ্ট করে সুরক্ষিত রাখা হয়।</li></ul>',
    }),
  },
  {
    id: 2,
    title: texts({
      vi_VN: 'Chính sách bảo mật',
      en_US: 'Privacy policy',
      zh_CN: '隐私政策',
      zh_TW: '隱私權政策',
      ko_KR: '개인정보 처리방침',
      ja_JP: 'プライバシーポリシー',
      th_TH: 'นโยบายความเป็นส่วนตัว',
      hi_IN: 'गोपनीयता नीति',
      my_MM: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
      ta_IN: 'தனியுரிமைக் கொள்கை',
      bn_BD: 'গোপনীয়তা নীতি',
    }),
    content: texts({
      vi_VN:
        '<p>Chúng tôi chỉ thu thập những thông tin cần thiết để mở và bảo vệ tài khoản của bạn.</p><h2>Thông tin chúng tôi lưu</h2><ul><li>Tên, số điện thoại và email bạn cung cấp khi đăng ký.</li><li>Lịch sử giao dịch và trò chơi.</li></ul><h2>Quyền của bạn</h2><p>Bạn có thể yêu cầu xem hoặc sửa thông tin của mình qua bộ phận chăm sóc khách hàng.</p>',
      en_US:
        '<p>We collect only what we need to open and protect your account.</p><h2>What we keep</h2><ul><li>The name, phone number and email you give when you sign up.</li><li>Your transaction and game history.</li></ul><h2>Your rights</h2><p>You may ask customer service to show or correct your details at any time.</p>',
      zh_CN:
        '<p>我们只收集开设和保护您账户所需的信息。</p><h2>我们保存的信息</h2><ul><li>您注册时提供的姓名、电话和邮箱。</li><li>您的交易和游戏记录。</li></ul><h2>您的权利</h2><p>您可随时通过客服查看或更正您的资料。</p>',
      zh_TW:
        '<p>我們只蒐集開設及保護您帳戶所需的資訊。</p><h2>我們保存的資訊</h2><ul><li>您註冊時提供的姓名、電話和電子郵件。</li><li>您的交易及遊戲紀錄。</li></ul><h2>您的權利</h2><p>您可隨時透過客服查看或更正您的資料。</p>',
      ko_KR:
        '<p>계정 개설과 보호에 꼭 필요한 정보만 수집합니다.</p><h2>보관하는 정보</h2><ul><li>가입 시 입력한 이름, 전화번호, 이메일.</li><li>거래 내역과 게임 기록.</li></ul><h2>회원의 권리</h2><p>언제든지 고객센터를 통해 내 정보의 열람이나 정정을 요청할 수 있습니다.</p>',
      ja_JP:
        '<p>アカウントの開設と保護に必要な情報のみを収集します。</p><h2>保管する情報</h2><ul><li>ご登録時に入力された氏名、電話番号、メールアドレス。</li><li>お取引とゲームの履歴。</li></ul><h2>お客様の権利</h2><p>カスタマーサービスを通じて、いつでもご自身の情報の開示や訂正を依頼できます。</p>',
      th_TH:
        '<p>เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการเปิดและปกป้องบัญชีของคุณ</p><h2>ข้อมูลที่เราเก็บ</h2><ul><li>ชื่อ เบอร์โทรศัพท์ และอีเมลที่คุณให้ไว้ตอนสมัคร</li><li>ประวัติการทำธุรกรรมและการเล่นเกมของคุณ</li></ul><h2>สิทธิ์ของคุณ</h2><p>คุณขอดูหรือแก้ไขข้อมูลของคุณผ่านฝ่ายบริการลูกค้าได้ตลอดเวลา</p>',
      hi_IN:
        '<p>हम सिर्फ़ वही जानकारी लेते हैं जो आपका खाता खोलने और उसे सुरक्षित रखने के लिए ज़रूरी है।</p><h2>हम क्या रखते हैं</h2><ul><li>साइन अप करते समय दिया गया आपका नाम, फ़ोन नंबर और ईमेल।</li><li>आपके लेन-देन और गेम का इतिहास।</li></ul><h2>आपके अधिकार</h2><p>आप कभी भी ग्राहक सेवा से अपनी जानकारी देखने या सुधारने के लिए कह सकते हैं।</p>',
      my_MM:
        '<p>သင့်အကောင့်ဖွင့်ရန်နှင့် ကာကွယ်ရန် လိုအပ်သော အချက်အလက်များကိုသာ ကျွန်ုပ်တို့ စုဆောင်းပါသည်။</p><h2>ကျွန်ုပ်တို့ သိမ်းဆည်းသည့် အချက်အလက်</h2><ul><li>စာရင်းသွင်းစဉ် သင်ပေးထားသော အမည်၊ ဖုန်းနံပါတ်နှင့် အီးမေးလ်။</li><li>သင့်ငွေကြေးလွှဲပြောင်းမှုနှင့် ဂိမ်းမှတ်တမ်း။</li></ul><h2>သင့်အခွင့်အရေး</h2><p>သင့်အချက်အလက်များကို ကြည့်ရှုရန် သို့မဟုတ် ပြင်ဆင်ရန် ဖောက်သည်ဝန်ဆောင်မှုထံ အချိန်မရွေး တောင်းဆိုနိုင်ပါသည်။</p>',
      ta_IN:
        '<p>உங்கள் கணக்கைத் திறக்கவும் பாதுகாக்கவும் தேவையான தகவல்களை மட்டுமே நாங்கள் சேகரிக்கிறோம்.</p><h2>நாங்கள் வைத்திருப்பவை</h2><ul><li>பதிவு செய்யும்போது நீங்கள் தரும் பெயர், தொலைபேசி எண் மற்றும் மின்னஞ்சல்.</li><li>உங்கள் பரிவர்த்தனை மற்றும் விளையாட்டு வரலாறு.</li></ul><h2>உங்கள் உரிமைகள்</h2><p>உங்கள் விவரங்களைப் பார்க்கவோ திருத்தவோ எப்போது வேண்டுமானாலும் வாடிக்கையாளர் சேவையிடம் கேட்கலாம்.</p>',
      bn_BD:
        '<p>আপনার অ্যাকাউন্ট খোলা ও সুরক্ষিত রাখার জন্য যা প্রয়োজন, আমরা শুধু সেটুকুই সংগ্রহ করি।</p><h2>আমরা যা সংরক্ষণ করি</h2><ul><li>নিবন্ধনের সময় আপনার দেওয়া নাম, ফোন নম্বর ও ইমেইল।</li><li>আপনার লেনদেন ও গেমের ইতিহাস।</li></ul><h2>আপনার অধিকার</h2><p>যেকোনো সময় গ্রাহক সেবার মাধ্যমে আপনার তথ্য দেখতে বা সংশোধন করতে অনুরোধ করতে পারেন।</p>',
    }),
  },
];

/** The topics behind the footer's faq/{id} links, each with its questions (answers in HTML). */
const FAQ_TOPICS: Array<{ id: number; title: Texts; questions: Question[] }> = [
  {
    id: 1,
    title: texts({
      vi_VN: 'Tài khoản và bảo mật',
      en_US: 'Account and security',
      zh_CN: '账户与安全',
      zh_TW: '帳戶與安全',
      ko_KR: '계정 및 보안',
      ja_JP: 'アカウントとセキュリティ',
      th_TH: 'บัญชีและความปลอดภัย',
      hi_IN: 'खाता और सुरक्षा',
      my_MM: 'အကောင့်နှင့် လုံခြုံရေး',
      ta_IN: 'கணக்கு மற்றும் பாதுகாப்பு',
      bn_BD: 'অ্যাকাউন্ট ও নিরাপত্তা',
    }),
    questions: [
      {
        question: texts({
          vi_VN: 'Làm sao để đăng ký tài khoản?',
          en_US: 'How do I open an account?',
          zh_CN: '如何注册账户？',
          zh_TW: '如何註冊帳戶？',
          ko_KR: '계정은 어떻게 만드나요?',
          ja_JP: 'アカウントはどうやって登録しますか？',
          th_TH: 'สมัครสมาชิกอย่างไร?',
          hi_IN: 'खाता कैसे खोलें?',
          my_MM: 'အကောင့် ဘယ်လိုဖွင့်ရမလဲ။',
          ta_IN: 'கணக்கை எப்படித் திறப்பது?',
          bn_BD: 'কীভাবে অ্যাকাউন্ট খুলব?',
        }),
        answer: texts({
          vi_VN: '<p>Nhấn <b>Đăng ký</b> ở đầu trang, điền thông tin và xác nhận số điện thoại bằng mã SMS.</p>',
          en_US:
            '<p>Press <b>Sign up</b> at the top of the page, fill in the form and confirm your phone with the SMS code.</p>',
          zh_CN: '<p>点击页面顶部的<b>注册</b>，填写资料并用短信验证码确认手机号。</p>',
          zh_TW: '<p>點擊頁面上方的<b>註冊</b>，填寫資料並以簡訊驗證碼確認手機號碼。</p>',
          ko_KR: '<p>페이지 상단의 <b>회원가입</b>을 누르고 양식을 작성한 뒤 SMS 인증번호로 휴대폰을 인증하세요.</p>',
          ja_JP:
            '<p>ページ上部の<b>新規登録</b>を押してフォームに入力し、SMSの認証コードで電話番号を確認してください。</p>',
          th_TH: '<p>กด <b>สมัครสมาชิก</b> ที่ด้านบนของหน้า กรอกแบบฟอร์ม แล้วยืนยันเบอร์โทรศัพท์ด้วยรหัส SMS</p>',
          hi_IN: '<p>पेज के ऊपर <b>साइन अप करें</b> दबाएँ, फ़ॉर्म भरें और SMS कोड से अपना फ़ोन नंबर सत्यापित करें।</p>',
          my_MM: '<p>စာမျက်နှာထိပ်ရှိ <b>အကောင့်ဖွင့်ရန်</b> ကိုနှိပ်ပြီး ဖောင်ဖြည့်ကာ SMS ကုဒ်ဖြင့် ဖုန်းနံပါတ်ကို အတည်ပြုပါ။</p>',
          ta_IN:
            '<p>பக்கத்தின் மேலே உள்ள <b>பதிவு செய்க</b> என்பதை அழுத்தி, படிவத்தை நிரப்பி, SMS குறியீட்டின் மூலம் உங்கள் தொலைபேசியை உறுதிப்படுத்துங்கள்.</p>',
          bn_BD: '<p>পেজের উপরে <b>সাইন আপ</b> চাপুন, ফর্মটি পূরণ করুন এবং SMS কোড দিয়ে আপনার ফোন নম্বর নিশ্চিত করুন।</p>',
        }),
      },
      {
        question: texts({
          vi_VN: 'Tôi quên mật khẩu thì phải làm sao?',
          en_US: 'I forgot my password. What now?',
          zh_CN: '忘记密码怎么办？',
          zh_TW: '忘記密碼怎麼辦？',
          ko_KR: '비밀번호를 잊어버렸어요. 어떻게 하나요?',
          ja_JP: 'パスワードを忘れた場合は？',
          th_TH: 'ลืมรหัสผ่านต้องทำอย่างไร?',
          hi_IN: 'पासवर्ड भूल गए? अब क्या करें?',
          my_MM: 'စကားဝှက် မေ့သွားရင် ဘာလုပ်ရမလဲ။',
          ta_IN: 'கடவுச்சொல்லை மறந்துவிட்டேன். இப்போது என்ன செய்வது?',
          bn_BD: 'পাসওয়ার্ড ভুলে গেছি, এখন কী করব?',
        }),
        answer: texts({
          vi_VN: '<p>Chọn <b>Quên mật khẩu</b> trong hộp đăng nhập và làm theo hướng dẫn.</p>',
          en_US: '<p>Choose <b>Forgot password</b> in the login box and follow the steps.</p>',
          zh_CN: '<p>在登录框中选择<b>忘记密码</b>并按步骤操作。</p>',
          zh_TW: '<p>在登入視窗中選擇<b>忘記密碼</b>並依照步驟操作。</p>',
          ko_KR: '<p>로그인 창에서 <b>비밀번호를 잊으셨나요?</b>를 선택하고 안내에 따라 진행하세요.</p>',
          ja_JP: '<p>ログイン画面で<b>パスワードをお忘れですか？</b>を選び、手順に沿って操作してください。</p>',
          th_TH: '<p>เลือก <b>ลืมรหัสผ่าน?</b> ในหน้าต่างเข้าสู่ระบบ แล้วทำตามขั้นตอน</p>',
          hi_IN: '<p>लॉगिन बॉक्स में <b>पासवर्ड भूल गए?</b> चुनें और बताए गए चरणों का पालन करें।</p>',
          my_MM: '<p>အကောင့်ဝင်ရန် အကွက်တွင် <b>စကားဝှက် မေ့နေပါသလား?</b> ကိုရွေးပြီး အဆင့်များအတိုင်း လုပ်ဆောင်ပါ။</p>',
          ta_IN: '<p>உள்நுழைவுப் பெட்டியில் <b>கடவுச்சொல் மறந்துவிட்டதா?</b> என்பதைத் தேர்ந்தெடுத்து, படிகளைப் பின்பற்றுங்கள்.</p>',
          bn_BD: '<p>লগইন বক্সে <b>পাসওয়ার্ড ভুলে গেছেন?</b> বেছে নিন এবং ধাপগুলো অনুসরণ করুন।</p>',
        }),
      },
    ],
  },
  {
    id: 2,
    title: texts({
      vi_VN: 'Nạp và rút tiền',
      en_US: 'Deposits and withdrawals',
      zh_CN: '存款与取款',
      zh_TW: '存款與提款',
      ko_KR: '입금 및 출금',
      ja_JP: '入金と出金',
      th_TH: 'การฝากและถอนเงิน',
      hi_IN: 'जमा और निकासी',
      my_MM: 'ငွေသွင်းခြင်းနှင့် ငွေထုတ်ခြင်း',
      ta_IN: 'வைப்பு மற்றும் பணம் எடுத்தல்',
      bn_BD: 'জমা ও উত্তোলন',
    }),
    questions: [
      {
        question: texts({
          vi_VN: 'Nạp tiền mất bao lâu?',
          en_US: 'How long does a deposit take?',
          zh_CN: '存款需要多长时间？',
          zh_TW: '存款需要多久時間？',
          ko_KR: '입금은 얼마나 걸리나요?',
          ja_JP: '入金にはどのくらい時間がかかりますか？',
          th_TH: 'ฝากเงินใช้เวลานานเท่าไร?',
          hi_IN: 'जमा होने में कितना समय लगता है?',
          my_MM: 'ငွေသွင်းရန် အချိန်ဘယ်လောက်ကြာသလဲ။',
          ta_IN: 'வைப்புக்கு எவ்வளவு நேரம் ஆகும்?',
          bn_BD: 'জমা হতে কত সময় লাগে?',
        }),
        answer: texts({
          vi_VN: '<p>Nạp qua ngân hàng nội địa thường được cộng trong <b>3 phút</b>.</p>',
          en_US: '<p>Local bank deposits are usually credited within <b>3 minutes</b>.</p>',
          zh_CN: '<p>本地银行存款通常在<b>3分钟</b>内到账。</p>',
          zh_TW: '<p>本地銀行存款通常在<b>3分鐘</b>內入帳。</p>',
          ko_KR: '<p>현지 은행 입금은 보통 <b>3분</b> 이내에 반영됩니다.</p>',
          ja_JP: '<p>現地銀行からの入金は、通常<b>3分</b>以内に反映されます。</p>',
          th_TH: '<p>การฝากผ่านธนาคารในประเทศมักเข้าบัญชีภายใน <b>3 นาที</b></p>',
          hi_IN: '<p>स्थानीय बैंक से की गई जमा राशि आमतौर पर <b>3 मिनट</b> में खाते में आ जाती है।</p>',
          my_MM: '<p>ပြည်တွင်းဘဏ်မှ ငွေသွင်းမှုများသည် ပုံမှန်အားဖြင့် <b>၃ မိနစ်</b> အတွင်း ရောက်ရှိပါသည်။</p>',
          ta_IN: '<p>உள்ளூர் வங்கி வைப்புகள் பொதுவாக <b>3 நிமிடங்களில்</b> வரவு வைக்கப்படும்.</p>',
          bn_BD: '<p>স্থানীয় ব্যাংক থেকে জমা সাধারণত <b>৩ মিনিটের</b> মধ্যে অ্যাকাউন্টে যোগ হয়।</p>',
        }),
      },
      {
        question: texts({
          vi_VN: 'Tôi có thể rút tiền khi nào?',
          en_US: 'When can I withdraw?',
          zh_CN: '什么时候可以取款？',
          zh_TW: '什麼時候可以提款？',
          ko_KR: '언제 출금할 수 있나요?',
          ja_JP: 'いつ出金できますか？',
          th_TH: 'ถอนเงินได้เมื่อไร?',
          hi_IN: 'मैं पैसे कब निकाल सकता हूँ?',
          my_MM: 'ငွေကို ဘယ်အချိန် ထုတ်နိုင်သလဲ။',
          ta_IN: 'எப்போது பணம் எடுக்கலாம்?',
          bn_BD: 'কখন টাকা তুলতে পারব?',
        }),
        answer: texts({
          vi_VN: '<p>Bất cứ lúc nào, sau khi bạn đã liên kết tài khoản ngân hàng và đặt mật khẩu rút tiền.</p>',
          en_US: '<p>At any time, once you have linked a bank account and set a withdrawal password.</p>',
          zh_CN: '<p>绑定银行账户并设置取款密码后，随时可以取款。</p>',
          zh_TW: '<p>綁定銀行帳戶並設定提款密碼後，即可隨時提款。</p>',
          ko_KR: '<p>은행 계좌를 연결하고 출금 비밀번호를 설정하면 언제든지 출금할 수 있습니다.</p>',
          ja_JP: '<p>銀行口座を登録し、出金パスワードを設定すれば、いつでも出金できます。</p>',
          th_TH: '<p>ถอนได้ตลอดเวลา เมื่อคุณผูกบัญชีธนาคารและตั้งรหัสผ่านถอนเงินแล้ว</p>',
          hi_IN: '<p>बैंक खाता जोड़ने और निकासी पासवर्ड सेट करने के बाद, किसी भी समय।</p>',
          my_MM: '<p>ဘဏ်အကောင့် ချိတ်ဆက်ပြီး ငွေထုတ်စကားဝှက် သတ်မှတ်ပြီးပါက အချိန်မရွေး ထုတ်ယူနိုင်ပါသည်။</p>',
          ta_IN: '<p>வங்கிக் கணக்கை இணைத்து, பணம் எடுக்கும் கடவுச்சொல்லை அமைத்த பிறகு எப்போது வேண்டுமானாலும் எடுக்கலாம்.</p>',
          bn_BD: '<p>ব্যাংক অ্যাকাউন্ট যুক্ত করে উত্তোলনের পাসওয়ার্ড সেট করার পর যেকোনো সময় তুলতে পারবেন।</p>',
        }),
      },
    ],
  },
];

/** The app download entry of the model settings (the /app page). */
const APP_DOWNLOAD = {
  key: 'app_download',
  ios_url: 'https://apps.example.com/ios',
  android_url: 'https://apps.example.com/android.apk',
  title: texts({
    vi_VN: 'Tải ứng dụng của chúng tôi',
    en_US: 'Download our app',
    zh_CN: '下载官方应用',
    zh_TW: '下載官方應用程式',
    ko_KR: '공식 앱 다운로드',
    ja_JP: '公式アプリをダウンロード',
    th_TH: 'ดาวน์โหลดแอปของเรา',
    hi_IN: 'हमारा ऐप डाउनलोड करें',
    my_MM: 'ကျွန်ုပ်တို့၏ အက်ပ်ကို ဒေါင်းလုဒ်လုပ်ပါ',
    ta_IN: 'எங்கள் செயலியைப் பதிவிறக்குங்கள்',
    bn_BD: 'আমাদের অ্যাপ ডাউনলোড করুন',
  }),
  content: texts({
    vi_VN: 'Chơi mọi lúc mọi nơi: đăng nhập nhanh, nạp rút trong vài chạm và nhận thông báo khuyến mãi.',
    en_US: 'Play anywhere: quick login, deposits and withdrawals in a few taps, and promotion alerts.',
    zh_CN: '随时随地畅玩：快速登录，轻点几下即可存取款，并接收优惠通知。',
    zh_TW: '隨時隨地暢玩：快速登入，輕點幾下即可存提款，還能接收優惠通知。',
    ko_KR: '언제 어디서나 플레이하세요. 빠른 로그인, 몇 번의 터치로 끝나는 입출금, 프로모션 알림까지.',
    ja_JP: 'いつでもどこでもプレイ。すばやくログイン、数タップで入出金、キャンペーンのお知らせも届きます。',
    th_TH: 'เล่นได้ทุกที่ทุกเวลา เข้าสู่ระบบรวดเร็ว ฝาก-ถอนได้ในไม่กี่แตะ และรับแจ้งเตือนโปรโมชั่น',
    hi_IN: 'कहीं भी खेलें: तुरंत लॉगिन, कुछ ही टैप में जमा और निकासी, और प्रमोशन की सूचनाएँ।',
    my_MM: 'နေရာမရွေး ကစားပါ- အမြန်အကောင့်ဝင်ခြင်း၊ နှိပ်ရုံဖြင့် ငွေသွင်း/ထုတ်ခြင်းနှင့် ပရိုမိုးရှင်း အသိပေးချက်များ။',
    ta_IN: 'எங்கும் விளையாடுங்கள்: விரைவான உள்நுழைவு, சில தட்டல்களில் வைப்பு மற்றும் பணம் எடுத்தல், சலுகை அறிவிப்புகள்.',
    bn_BD: 'যেকোনো জায়গায় খেলুন: দ্রুত লগইন, কয়েক ট্যাপেই জমা ও উত্তোলন, আর প্রোমোশনের নোটিফিকেশন।',
  }),
};

/** The sponsor title both content steps give the first sponsor. */
export const OFFICIAL_SPONSOR = texts({
  vi_VN: 'Nhà tài trợ chính thức',
  en_US: 'Official sponsor',
  zh_CN: '官方赞助',
  zh_TW: '官方贊助',
  ko_KR: '공식 스폰서',
  ja_JP: '公式スポンサー',
  th_TH: 'ผู้สนับสนุนอย่างเป็นทางการ',
  hi_IN: 'आधिकारिक प्रायोजक',
  my_MM: 'တရားဝင် စပွန်ဆာ',
  ta_IN: 'அதிகாரப்பூர்வ ஸ்பான்சர்',
  bn_BD: 'অফিশিয়াল স্পনসর',
});

const SPONSORS: Array<{ title: Texts; content: Texts; photo_path: string; url: string }> = [
  {
    title: OFFICIAL_SPONSOR,
    content: texts({
      vi_VN: 'Nhà tài trợ chính thức của Sponsor Cup 2025.',
      en_US: 'Official sponsor of the Sponsor Cup 2025.',
      zh_CN: '2025赞助杯官方赞助商。',
      zh_TW: '2025贊助盃官方贊助商。',
      ko_KR: 'Sponsor Cup 2025 공식 스폰서.',
      ja_JP: 'Sponsor Cup 2025 公式スポンサー。',
      th_TH: 'ผู้สนับสนุนอย่างเป็นทางการของ Sponsor Cup 2025',
      hi_IN: 'Sponsor Cup 2025 के आधिकारिक प्रायोजक।',
      my_MM: 'Sponsor Cup 2025 ၏ တရားဝင် စပွန်ဆာ။',
      ta_IN: 'Sponsor Cup 2025-இன் அதிகாரப்பூர்வ ஸ்பான்சர்.',
      bn_BD: 'Sponsor Cup 2025-এর অফিশিয়াল স্পনসর।',
    }),
    photo_path: '/api/assets/banners/3.webp?use_type=1',
    url: 'https://example.com/sponsor',
  },
  {
    // A game studio of the catalogue: the site's content is shared by its brands, so its partners
    // are the site's, not one brand's.
    title: texts({
      vi_VN: 'Đối tác trò chơi Jade Dragon Studio',
      en_US: 'Game partner Jade Dragon Studio',
      zh_CN: '游戏合作伙伴 Jade Dragon Studio',
      zh_TW: '遊戲合作夥伴 Jade Dragon Studio',
      ko_KR: '게임 파트너 Jade Dragon Studio',
      ja_JP: 'ゲームパートナー Jade Dragon Studio',
      th_TH: 'พันธมิตรเกม Jade Dragon Studio',
      hi_IN: 'गेम साझेदार Jade Dragon Studio',
      my_MM: 'ဂိမ်းမိတ်ဖက် Jade Dragon Studio',
      ta_IN: 'விளையாட்டு கூட்டாளர் Jade Dragon Studio',
      bn_BD: 'গেম অংশীদার Jade Dragon Studio',
    }),
    content: texts({
      vi_VN: 'Giải đấu slot hằng tháng cùng Jade Dragon Studio cho hội viên.',
      en_US: 'Monthly slot tournaments for members with Jade Dragon Studio.',
      zh_CN: '与 Jade Dragon Studio 携手为会员举办每月老虎机赛事。',
      zh_TW: '與 Jade Dragon Studio 攜手為會員舉辦每月老虎機賽事。',
      ko_KR: 'Jade Dragon Studio와 함께하는 회원 월간 슬롯 토너먼트.',
      ja_JP: 'Jade Dragon Studioと共に、会員向けの月間スロット大会を開催。',
      th_TH: 'ทัวร์นาเมนต์สล็อตรายเดือนสำหรับสมาชิกร่วมกับ Jade Dragon Studio',
      hi_IN: 'Jade Dragon Studio के साथ सदस्यों के लिए मासिक स्लॉट टूर्नामेंट।',
      my_MM: 'Jade Dragon Studio နှင့်အတူ အဖွဲ့ဝင်များအတွက် လစဉ် စလော့ပြိုင်ပွဲများ။',
      ta_IN: 'Jade Dragon Studio உடன் உறுப்பினர்களுக்கான மாதாந்திர ஸ்லாட் போட்டிகள்.',
      bn_BD: 'Jade Dragon Studio-এর সঙ্গে সদস্যদের জন্য মাসিক স্লট টুর্নামেন্ট।',
    }),
    photo_path: assetUrls.provider('GP002', 'light'),
    url: 'https://example.com/partners/jade-dragon',
  },
];

const FLOAT = [
  {
    icon: 'service',
    url: 'https://example.com/support',
    title: texts({
      vi_VN: 'Chăm sóc khách hàng',
      en_US: 'Customer service',
      zh_CN: '在线客服',
      zh_TW: '線上客服',
      ko_KR: '고객센터',
      ja_JP: 'カスタマーサービス',
      th_TH: 'ฝ่ายบริการลูกค้า',
      hi_IN: 'ग्राहक सेवा',
      my_MM: 'ဖောက်သည်ဝန်ဆောင်မှု',
      ta_IN: 'வாடிக்கையாளர் சேவை',
      bn_BD: 'গ্রাহক সেবা',
    }),
  },
  {
    icon: 'app',
    url: '/app',
    title: texts({
      vi_VN: 'Tải ứng dụng',
      en_US: 'Get the app',
      zh_CN: '下载应用',
      zh_TW: '下載應用程式',
      ko_KR: '앱 다운로드',
      ja_JP: 'アプリをダウンロード',
      th_TH: 'ดาวน์โหลดแอป',
      hi_IN: 'ऐप डाउनलोड करें',
      my_MM: 'အက်ပ် ဒေါင်းလုဒ်',
      ta_IN: 'செயலியைப் பதிவிறக்கு',
      bn_BD: 'অ্যাপ ডাউনলোড',
    }),
  },
];

const MOBILE_FOOTER = [
  {
    icon: 'home',
    url: '/',
    title: texts({
      vi_VN: 'Trang chủ',
      en_US: 'Home',
      zh_CN: '首页',
      zh_TW: '首頁',
      ko_KR: '홈',
      ja_JP: 'ホーム',
      th_TH: 'หน้าแรก',
      hi_IN: 'होम',
      my_MM: 'ပင်မ',
      ta_IN: 'முகப்பு',
      bn_BD: 'হোম',
    }),
  },
  {
    icon: 'gift',
    url: '/discount',
    title: texts({
      vi_VN: 'Khuyến mãi',
      en_US: 'Promotions',
      zh_CN: '优惠',
      zh_TW: '優惠',
      ko_KR: '프로모션',
      ja_JP: 'プロモーション',
      th_TH: 'โปรโมชั่น',
      hi_IN: 'प्रमोशन',
      my_MM: 'ပရိုမိုးရှင်း',
      ta_IN: 'சலுகைகள்',
      bn_BD: 'প্রোমোশন',
    }),
  },
  {
    icon: 'wallet',
    url: '/user?page=Deposit',
    title: texts({
      vi_VN: 'Nạp tiền',
      en_US: 'Deposit',
      zh_CN: '存款',
      zh_TW: '存款',
      ko_KR: '입금',
      ja_JP: '入金',
      th_TH: 'ฝากเงิน',
      hi_IN: 'जमा करें',
      my_MM: 'ငွေသွင်း',
      ta_IN: 'வைப்பு',
      bn_BD: 'জমা',
    }),
  },
  {
    icon: 'user',
    url: '/user',
    title: texts({
      vi_VN: 'Hội viên',
      en_US: 'Member',
      zh_CN: '会员',
      zh_TW: '會員',
      ko_KR: '회원',
      ja_JP: '会員',
      th_TH: 'สมาชิก',
      hi_IN: 'सदस्य',
      my_MM: 'အဖွဲ့ဝင်',
      ta_IN: 'உறுப்பினர்',
      bn_BD: 'সদস্য',
    }),
  },
];

const RESPONSIBLE_GAMING = texts({
  vi_VN: 'Chơi có trách nhiệm',
  en_US: 'Responsible gaming',
  zh_CN: '理性娱乐',
  zh_TW: '理性娛樂',
  ko_KR: '책임감 있는 게임',
  ja_JP: '責任あるゲーミング',
  th_TH: 'การเล่นอย่างมีความรับผิดชอบ',
  hi_IN: 'ज़िम्मेदारी से खेलें',
  my_MM: 'တာဝန်ယူမှုရှိစွာ ကစားခြင်း',
  ta_IN: 'பொறுப்பான விளையாட்டு',
  bn_BD: 'দায়িত্বশীল গেমিং',
});

const row = (kind: string, language: LanguageCode, data: Record<string, unknown>, sort: number, template?: string) => ({
  siteId: DEMO_SITE_ID,
  kind,
  language,
  data,
  sort,
  ...(template ? { template } : {}),
});

/** The kinds of site_contents this step writes per language. */
export const CONTENT_PAGE_KINDS = ['footer', 'float', 'mobile_footer', 'model_sponsor', 'model_setting'] as const;

/** This step's entries in one language (the footer with its pages, float, mobile footer, sponsors, app entry). */
export const contentPageRows = (lang: LanguageCode) => [
  ...MAIN_PAGES.map((p, i) =>
    row(
      'footer',
      lang,
      { title: p.title[lang], url_type: 'main', url: `main/${p.id}`, content: p.content[lang] },
      i + 1,
    ),
  ),
  ...FAQ_TOPICS.map((f, i) =>
    row(
      'footer',
      lang,
      {
        title: f.title[lang],
        url_type: 'faq',
        url: `faq/${f.id}`,
        questions: f.questions.map((q) => ({ question: q.question[lang], answer: q.answer[lang] })),
      },
      10 + i,
    ),
  ),
  row(
    'footer',
    lang,
    { title: RESPONSIBLE_GAMING[lang], url_type: 'outerLink', url: 'https://example.com/responsible-gaming' },
    20,
  ),
  ...FLOAT.map((f, i) => row('float', lang, { title: f.title[lang], icon: f.icon, url: f.url }, i + 1)),
  ...['H5_1', 'H5_3'].flatMap((template) =>
    MOBILE_FOOTER.map((m, i) =>
      row('mobile_footer', lang, { title: m.title[lang], icon: m.icon, url: m.url }, i + 1, template),
    ),
  ),
  ...SPONSORS.map((s, i) =>
    row(
      'model_sponsor',
      lang,
      { title: s.title[lang], content: s.content[lang], photo_path: s.photo_path, url: s.url },
      i + 1,
    ),
  ),
  row(
    'model_setting',
    lang,
    {
      key: APP_DOWNLOAD.key,
      title: APP_DOWNLOAD.title[lang],
      content: APP_DOWNLOAD.content[lang],
      ios_url: APP_DOWNLOAD.ios_url,
      android_url: APP_DOWNLOAD.android_url,
      enabled: 1,
    },
    3,
  ),
];

async function seedContentPages(db: Db) {
  // The first content step's footer, float and mobile footer entries were for every language.
  await db
    .delete(siteContents)
    .where(
      and(
        eq(siteContents.siteId, DEMO_SITE_ID),
        inArray(siteContents.kind, ['footer', 'float', 'mobile_footer']),
        isNull(siteContents.language),
      ),
    );
  await db
    .delete(siteContents)
    .where(and(eq(siteContents.siteId, DEMO_SITE_ID), eq(siteContents.kind, 'model_sponsor')));
  await db.insert(siteContents).values(SEED_LANGUAGES.flatMap(contentPageRows));
}

export const CONTENT_PAGE_STEPS: SeedStep[] = [{ key: 'content-pages', version: 1, run: seedContentPages }];
