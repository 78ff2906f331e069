/**
 * The demo help centre (GET /wps/system/helpCenter; docs/member-area.md): the same entries in EN and
 * BN, matched by tag, in the order served. Links are in-app routes (the client keeps them in the app)
 * and one http(s) address (opened outside). The `agreement` entry is the user agreement page.
 */

/** A title and an HTML content in one language (help entries, announcements, inbox messages). */
export interface SeedText {
  title: string;
  content: string;
}

export interface SeedHelpEntry {
  tag: string;
  en: SeedText;
  bn: SeedText;
  children?: SeedHelpEntry[];
}

export const seedHelpEntries: readonly SeedHelpEntry[] = [
  {
    tag: 'register',
    en: {
      title: 'How do I open an account?',
      content: `<p>Opening an account takes a minute and is free.</p>
<ol><li>Tap <a href="/m/register">Register</a> at the top of the home page.</li>
<li>Choose a username (letters and digits) and a password of 6 to 16 characters.</li>
<li>Enter your mobile number: we send a code to check it.</li>
<li>If a friend or an agent gave you an invitation code, enter it so they are credited.</li></ol>
<p><strong>One account per person.</strong> You must be 18 or older to play.</p>`,
    },
    bn: {
      title: 'কীভাবে অ্যাকাউন্ট খুলব?',
      content: `<p>অ্যাকাউন্ট খুলতে এক মিনিট লাগে, কোনো খরচ নেই।</p>
<ol><li>হোম পেজের উপরে <a href="/m/register">নিবন্ধন</a> চাপুন।</li>
<li>একটি ইউজারনেম (অক্ষর ও সংখ্যা) এবং ৬ থেকে ১৬ অক্ষরের পাসওয়ার্ড বেছে নিন।</li>
<li>আপনার মোবাইল নম্বর দিন: যাচাইয়ের জন্য আমরা একটি কোড পাঠাব।</li>
<li>কোনো বন্ধু বা এজেন্ট আমন্ত্রণ কোড দিয়ে থাকলে সেটি লিখুন, যাতে তাঁরা কৃতিত্ব পান।</li></ol>
<p><strong>প্রতি জনের একটি অ্যাকাউন্ট।</strong> খেলতে আপনার বয়স অন্তত ১৮ বছর হতে হবে।</p>`,
    },
  },
  {
    tag: 'deposit',
    en: {
      title: 'How do I deposit?',
      content: `<p>Open <a href="/m/voucherCenter">Deposit</a>, choose a payment method, enter the amount and follow the
steps. Most deposits arrive in your main wallet within 5 minutes.</p>
<ul><li>The smallest deposit is ৳200.</li><li>Always send the exact amount shown, from a number in your own name.</li>
<li>Keep the transaction ID (TrxID) until the money has arrived.</li></ul>`,
    },
    bn: {
      title: 'কীভাবে ডিপোজিট করব?',
      content: `<p><a href="/m/voucherCenter">ডিপোজিট</a> খুলুন, একটি পেমেন্ট পদ্ধতি বেছে নিন, পরিমাণ লিখুন এবং ধাপগুলো
অনুসরণ করুন। বেশিরভাগ ডিপোজিট ৫ মিনিটের মধ্যে আপনার প্রধান ওয়ালেটে পৌঁছে যায়।</p>
<ul><li>সর্বনিম্ন ডিপোজিট ৳২০০।</li><li>সবসময় দেখানো ঠিক পরিমাণটিই পাঠান, নিজের নামের নম্বর থেকে।</li>
<li>টাকা না পৌঁছানো পর্যন্ত ট্রানজেকশন আইডি (TrxID) রেখে দিন।</li></ul>`,
    },
    children: [
      {
        tag: 'deposit-bkash',
        en: {
          title: 'Depositing with bKash',
          content: `<ol><li>Choose bKash and enter the amount.</li><li>Send money to the number shown with "Send Money".</li>
<li>Enter the TrxID from bKash's SMS and tap Submit.</li></ol>`,
        },
        bn: {
          title: 'বিকাশে ডিপোজিট',
          content: `<ol><li>বিকাশ বেছে নিয়ে পরিমাণ লিখুন।</li><li>"সেন্ড মানি" দিয়ে দেখানো নম্বরে টাকা পাঠান।</li>
<li>বিকাশের এসএমএস থেকে TrxID লিখে জমা দিন চাপুন।</li></ol>`,
        },
      },
      {
        tag: 'deposit-nagad',
        en: {
          title: 'Depositing with Nagad',
          content: `<ol><li>Choose Nagad and enter the amount.</li><li>Send money to the number shown.</li>
<li>Enter the transaction ID from Nagad and tap Submit.</li></ol>`,
        },
        bn: {
          title: 'নগদে ডিপোজিট',
          content: `<ol><li>নগদ বেছে নিয়ে পরিমাণ লিখুন।</li><li>দেখানো নম্বরে টাকা পাঠান।</li>
<li>নগদের ট্রানজেকশন আইডি লিখে জমা দিন চাপুন।</li></ol>`,
        },
      },
    ],
  },
  {
    tag: 'withdraw',
    en: {
      title: 'How do I withdraw my winnings?',
      content: `<p>Open <a href="/m/withdraw">Withdraw</a>, choose your bKash, Nagad or bank account and enter the amount.</p>
<ul><li>The smallest withdrawal is ৳500; you can withdraw up to 5 times a day.</li>
<li>Deposits must be played through once before they can be withdrawn.</li>
<li>Most withdrawals are paid within 30 minutes. The account must be in your own name.</li></ul>
<p>Set a withdrawal password in the <a href="/m/securityCenter">security centre</a> first.</p>`,
    },
    bn: {
      title: 'কীভাবে জেতা টাকা তুলব?',
      content: `<p><a href="/m/withdraw">উত্তোলন</a> খুলুন, আপনার বিকাশ, নগদ বা ব্যাংক অ্যাকাউন্ট বেছে নিয়ে পরিমাণ লিখুন।</p>
<ul><li>সর্বনিম্ন উত্তোলন ৳৫০০; দিনে সর্বোচ্চ ৫ বার তোলা যায়।</li>
<li>ডিপোজিটের টাকা অন্তত একবার খেলার পর তোলা যায়।</li>
<li>বেশিরভাগ উত্তোলন ৩০ মিনিটের মধ্যে পরিশোধ হয়। অ্যাকাউন্টটি আপনার নিজের নামে হতে হবে।</li></ul>
<p>আগে <a href="/m/securityCenter">নিরাপত্তা কেন্দ্রে</a> একটি উত্তোলন পাসওয়ার্ড সেট করুন।</p>`,
    },
  },
  {
    tag: 'play',
    en: {
      title: 'How do I play a game? Can I try first?',
      content: `<p>Pick a category on the home page (slots, live casino, sports, lottery…) and tap a game: it opens with
your main wallet. Tap the back arrow in the game to return.</p>
<p>Not sure yet? <a href="/m/trail">Trial play</a> gives you a demo account with ৳2,000 of play money for 24 hours.
Trial winnings cannot be withdrawn.</p>`,
    },
    bn: {
      title: 'কীভাবে গেম খেলব? আগে কি চেষ্টা করা যায়?',
      content: `<p>হোম পেজে একটি বিভাগ বেছে নিন (স্লট, লাইভ ক্যাসিনো, স্পোর্টস, লটারি…) এবং একটি গেমে চাপুন: এটি আপনার
প্রধান ওয়ালেট দিয়ে খুলবে। ফিরতে গেমের পেছনের তীর চাপুন।</p>
<p>এখনো নিশ্চিত নন? <a href="/m/trail">ট্রায়াল খেলা</a> ২৪ ঘণ্টার জন্য ৳২,০০০ ডেমো টাকাসহ একটি অ্যাকাউন্ট দেয়।
ট্রায়ালের জেতা টাকা তোলা যায় না।</p>`,
    },
  },
  {
    tag: 'app',
    en: {
      title: 'Is there an app?',
      content: `<p>Yes. On Android, tap <a href="/m/appDownload">App download</a> and install the app.
On an iPhone, open this site in Safari, tap Share, then <strong>Add to Home Screen</strong>: BD Play then opens like an app.</p>`,
    },
    bn: {
      title: 'কোনো অ্যাপ আছে কি?',
      content: `<p>হ্যাঁ। অ্যান্ড্রয়েডে <a href="/m/appDownload">অ্যাপ ডাউনলোড</a> চেপে অ্যাপটি ইনস্টল করুন।
আইফোনে সাফারিতে এই সাইটটি খুলে শেয়ার চাপুন, তারপর <strong>হোম স্ক্রিনে যোগ করুন</strong>: তখন BD Play অ্যাপের মতো খুলবে।</p>`,
    },
  },
  {
    tag: 'vip',
    en: {
      title: 'What is the VIP club?',
      content: `<p>Every deposit and bet counts towards your VIP level, from VIP 0 to VIP 9. Higher levels bring a
level-up bonus, a bigger weekly rebate and higher withdrawal limits.</p>
<p>See your level and what the next one needs in <a href="/m/member/benefits">VIP benefits</a>.</p>`,
    },
    bn: {
      title: 'ভিআইপি ক্লাব কী?',
      content: `<p>প্রতিটি ডিপোজিট ও বেট আপনার ভিআইপি স্তরে যোগ হয়, ভিআইপি ০ থেকে ভিআইপি ৯ পর্যন্ত। উঁচু স্তরে পাবেন
লেভেল-আপ বোনাস, বেশি সাপ্তাহিক রিবেট ও বেশি উত্তোলন সীমা।</p>
<p>আপনার স্তর ও পরের স্তরের শর্ত দেখুন <a href="/m/member/benefits">ভিআইপি সুবিধা</a> পেজে।</p>`,
    },
  },
  {
    tag: 'responsible',
    en: {
      title: 'Responsible gaming',
      content: `<p>Play for fun, never to earn a living. Decide on a budget before you play and stop when it is spent.</p>
<ul><li>Never chase losses or play with money meant for bills.</li><li>Take regular breaks.</li>
<li>Need a pause? Customer service can close your account for a time you choose.</li></ul>
<p>Free, confidential help: <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a>.</p>`,
    },
    bn: {
      title: 'দায়িত্বশীল খেলা',
      content: `<p>আনন্দের জন্য খেলুন, উপার্জনের জন্য কখনো নয়। খেলার আগে বাজেট ঠিক করুন এবং তা শেষ হলে থামুন।</p>
<ul><li>হারানো টাকা ফেরত পেতে খেলবেন না, বিলের টাকা দিয়ে খেলবেন না।</li><li>নিয়মিত বিরতি নিন।</li>
<li>বিরতি দরকার? গ্রাহক সেবা আপনার বেছে নেওয়া সময়ের জন্য অ্যাকাউন্ট বন্ধ রাখতে পারে।</li></ul>
<p>বিনামূল্যে গোপনীয় সাহায্য: <a href="https://www.gamblingtherapy.org/">Gambling Therapy</a>।</p>`,
    },
  },
  {
    tag: 'contact',
    en: {
      title: 'How do I contact customer service?',
      content: `<p>Our team answers 24 hours a day. Open <a href="/m/service">Customer service</a> for live chat,
Telegram or Facebook. Ideas and problems can also be sent with <a href="/m/feedback">Feedback</a>.</p>
<p>We never ask for your password or a verification code.</p>`,
    },
    bn: {
      title: 'গ্রাহক সেবার সাথে কীভাবে যোগাযোগ করব?',
      content: `<p>আমাদের দল ২৪ ঘণ্টা উত্তর দেয়। লাইভ চ্যাট, টেলিগ্রাম বা ফেসবুকের জন্য <a href="/m/service">গ্রাহক সেবা</a> খুলুন।
মতামত ও সমস্যা <a href="/m/feedback">মতামত</a> দিয়েও পাঠানো যায়।</p>
<p>আমরা কখনো আপনার পাসওয়ার্ড বা যাচাইকরণ কোড চাই না।</p>`,
    },
  },
  {
    tag: 'agreement',
    en: {
      title: 'User agreement',
      content: `<p>By opening an account you accept these terms.</p>
<p><strong>1. Age.</strong> You must be 18 or older. We may ask for proof of age at any time.</p>
<p><strong>2. One account per person.</strong> Duplicate accounts are closed and their bonuses cancelled.</p>
<p><strong>3. Fair play.</strong> Bots, collusion and exploiting faults are forbidden; affected bets are void.</p>
<p><strong>4. Bonuses.</strong> Each promotion has its own rules and turnover; we may withdraw a bonus that is abused.</p>
<p><strong>5. Privacy.</strong> We use your details only to run your account and never sell them.</p>
<p><strong>6. Changes.</strong> We may change these terms; the version on this page applies.</p>`,
    },
    bn: {
      title: 'ব্যবহারকারী চুক্তি',
      content: `<p>অ্যাকাউন্ট খুলে আপনি এই শর্তগুলো মেনে নিচ্ছেন।</p>
<p><strong>১. বয়স।</strong> আপনার বয়স অন্তত ১৮ বছর হতে হবে। আমরা যেকোনো সময় বয়সের প্রমাণ চাইতে পারি।</p>
<p><strong>২. প্রতি জনের একটি অ্যাকাউন্ট।</strong> একাধিক অ্যাকাউন্ট বন্ধ করা হয় এবং সেগুলোর বোনাস বাতিল হয়।</p>
<p><strong>৩. ন্যায্য খেলা।</strong> বট, যোগসাজশ ও ত্রুটির অপব্যবহার নিষিদ্ধ; এমন বেট বাতিল হয়।</p>
<p><strong>৪. বোনাস।</strong> প্রতিটি প্রমোশনের নিজস্ব নিয়ম ও টার্নওভার আছে; অপব্যবহার হলে বোনাস ফেরত নেওয়া হতে পারে।</p>
<p><strong>৫. গোপনীয়তা।</strong> আপনার তথ্য শুধু অ্যাকাউন্ট চালাতে ব্যবহার হয়, কখনো বিক্রি হয় না।</p>
<p><strong>৬. পরিবর্তন।</strong> আমরা এই শর্ত বদলাতে পারি; এই পেজের সংস্করণটিই প্রযোজ্য।</p>`,
    },
  },
];
