/**
 * Localised `message` texts of the envelope, by message key (usually the errorCode).
 * The client shows its own texts by errorCode where it has one; these are the fallback a
 * player reads when it does not, so they are written for players, not developers.
 */

export type Language = 'BN' | 'EN';

const texts: Record<string, Record<Language, string>> = {
  'request.body.too.large': {
    EN: 'The request is too large.',
    BN: 'অনুরোধটি অনেক বড়।',
  },
  'request.body.invalid': {
    EN: 'The request could not be read.',
    BN: 'অনুরোধটি পড়া যায়নি।',
  },
  'request.timeout': {
    EN: 'Sending took too long. Please check your connection and try again.',
    BN: 'পাঠাতে অনেক সময় লেগেছে। সংযোগ দেখে আবার চেষ্টা করুন।',
  },
  'request.param.invalid': {
    EN: 'The request has a wrong value. Please try again.',
    BN: 'অনুরোধে একটি ভুল মান আছে। আবার চেষ্টা করুন।',
  },
  'request.path.not.found': {
    EN: 'The requested URL does not exist.',
    BN: 'অনুরোধ করা ঠিকানাটি নেই।',
  },
  'request.method.not.allowed': {
    EN: 'This request method is not allowed.',
    BN: 'এই অনুরোধ পদ্ধতি অনুমোদিত নয়।',
  },
  'system.error': {
    EN: 'Unknown error, please try again later.',
    BN: 'অজানা ত্রুটি, পরে আবার চেষ্টা করুন।',
  },
  'merchant.required': {
    EN: 'The Merchant header is required.',
    BN: 'Merchant হেডার প্রয়োজন।',
  },
  'merchant.not.found': {
    EN: 'Unknown merchant.',
    BN: 'মার্চেন্ট পাওয়া যায়নি।',
  },
  'function.not.available': {
    EN: 'No permission, or the feature is temporarily unavailable.',
    BN: 'অনুমতি নেই, অথবা ফিচারটি সাময়িকভাবে বন্ধ আছে।',
  },
  // Same errorCode as above, sent while the merchant is in maintenance.
  'system.maintenance': {
    EN: 'The system is being upgraded, please try again later.',
    BN: 'সিস্টেম আপগ্রেড হচ্ছে, পরে আবার চেষ্টা করুন।',
  },
  // Accounts (docs/accounts.md). Modelled on the spec's §8 texts, written for players.
  'login.not.session': {
    EN: 'Your session has ended. Please log in again.',
    BN: 'আপনার সেশন শেষ হয়েছে, আবার লগইন করুন।',
  },
  'login.credentials.invalid': {
    EN: 'The user does not exist or the password is wrong.',
    BN: 'ব্যবহারকারী নেই অথবা পাসওয়ার্ড ভুল।',
  },
  'login.captcha.required': {
    EN: 'Please enter the captcha.',
    BN: 'ক্যাপচা লিখুন।',
  },
  'login.captcha.invalid': {
    EN: 'The verification code is wrong. Please enter the code of the new picture.',
    BN: 'যাচাইকরণ কোড ভুল। নতুন ছবির কোডটি লিখুন।',
  },
  'login.rate.limited': {
    EN: 'Too many attempts. Please try again in a few minutes.',
    BN: 'অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  },
  'user.disabled': {
    EN: 'The user does not exist or is disabled.',
    BN: 'ব্যবহারকারী নেই অথবা নিষ্ক্রিয়।',
  },
  'user.not.exist': {
    EN: 'The user does not exist or is disabled.',
    BN: 'ব্যবহারকারী নেই অথবা নিষ্ক্রিয়।',
  },
  // Only to a signed-in member asking for a change-password code: it names no stranger's number.
  'member.mobile.not.found': {
    EN: 'No mobile number is bound to this account.',
    BN: 'এই অ্যাকাউন্টে কোনো মোবাইল নম্বর যুক্ত নেই।',
  },
  'mobile.format.invalid': {
    EN: 'The mobile number format is incorrect.',
    BN: 'মোবাইল নম্বরের ফরম্যাট সঠিক নয়।',
  },
  'sms.too.frequent': {
    EN: 'A code was just sent. Please wait a little before asking again.',
    BN: 'এইমাত্র একটি কোড পাঠানো হয়েছে। আবার চাওয়ার আগে একটু অপেক্ষা করুন।',
  },
  'sms.limit.reached': {
    EN: 'Too many codes for this number. Please try again later.',
    BN: 'এই নম্বরে অনেক কোড পাঠানো হয়েছে। পরে আবার চেষ্টা করুন।',
  },
  'sms.rate.limited': {
    EN: 'Too many code requests from this network. Please try again later.',
    BN: 'এই নেটওয়ার্ক থেকে অনেকবার কোড চাওয়া হয়েছে। পরে আবার চেষ্টা করুন।',
  },
  'captcha.rate.limited': {
    EN: 'Too many pictures asked for. Please wait a few minutes.',
    BN: 'অনেকবার ছবি চাওয়া হয়েছে। কয়েক মিনিট অপেক্ষা করুন।',
  },
  'verification.code.invalid': {
    EN: 'The verification code is wrong.',
    BN: 'যাচাইকরণ কোড ভুল।',
  },
  'verification.code.expired': {
    EN: 'The verification code has expired. Please ask for a new one.',
    BN: 'যাচাইকরণ কোডের মেয়াদ শেষ। নতুন কোড নিন।',
  },
  'register.username.exists': {
    EN: 'This username already exists.',
    BN: 'এই ইউজারনেমটি আগে থেকেই আছে।',
  },
  'register.mobile.exists': {
    EN: 'This mobile number is already registered.',
    BN: 'এই মোবাইল নম্বরটি আগেই নিবন্ধিত।',
  },
  'register.format.invalid': {
    EN: 'The account, password, e-mail, name or mobile number format is incorrect.',
    BN: 'অ্যাকাউন্ট, পাসওয়ার্ড, ই-মেইল, নাম বা মোবাইল নম্বরের ফরম্যাট সঠিক নয়।',
  },
  'register.confirm.mismatch': {
    EN: 'The confirmation password does not match.',
    BN: 'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি।',
  },
  'affiliate.code.invalid': {
    EN: 'The invitation code is wrong.',
    BN: 'আমন্ত্রণ কোড ভুল।',
  },
  'password.old.incorrect': {
    EN: 'The current password is wrong.',
    BN: 'বর্তমান পাসওয়ার্ড ভুল।',
  },
  'password.confirm.mismatch': {
    EN: 'The confirmation password does not match.',
    BN: 'নিশ্চিতকরণ পাসওয়ার্ড মেলেনি।',
  },
  'password.format.invalid': {
    EN: 'The password format is incorrect.',
    BN: 'পাসওয়ার্ডের ফরম্যাট সঠিক নয়।',
  },
  'modify.new.old.same': {
    EN: 'The new password is the same as the old one. Please choose another.',
    BN: 'নতুন পাসওয়ার্ড পুরোনোটির মতোই। অন্য একটি বেছে নিন।',
  },
  'member.trial.forbidden': {
    EN: 'This needs a real account. Please register.',
    BN: 'এর জন্য আসল অ্যাকাউন্ট দরকার। নিবন্ধন করুন।',
  },
  'freeplay.rate.limited': {
    EN: 'Too many trial accounts from this network. Please try again later.',
    BN: 'এই নেটওয়ার্ক থেকে অনেক ট্রায়াল অ্যাকাউন্ট খোলা হয়েছে। পরে আবার চেষ্টা করুন।',
  },
  'game.launch.rate.limited': {
    EN: 'Too many games started in a short time. Please wait a moment.',
    BN: 'অল্প সময়ে অনেক গেম শুরু করা হয়েছে। একটু অপেক্ষা করুন।',
  },
  'request.encryption.invalid': {
    EN: 'The request could not be read. Please try again.',
    BN: 'অনুরোধটি পড়া যায়নি। আবার চেষ্টা করুন।',
  },
  'request.replayed': {
    EN: 'This request was already sent. Please try again.',
    BN: 'এই অনুরোধটি আগেই পাঠানো হয়েছে। আবার চেষ্টা করুন।',
  },
  'request.stale': {
    EN: 'This request is too old. Please try again.',
    BN: 'এই অনুরোধটি অনেক পুরোনো। আবার চেষ্টা করুন।',
  },
  // The legacy codec's "v2" headers: X-Digest and X-RSA come together (docs/accounts.md, "The legacy codec").
  request_body_required: {
    EN: 'The request is incomplete. Please try again.',
    BN: 'অনুরোধটি অসম্পূর্ণ। আবার চেষ্টা করুন।',
  },
  // Games (docs/api.md, "Games and the home page").
  'game.not.found': {
    EN: 'This game is not available. Please choose another one.',
    BN: 'এই গেমটি পাওয়া যাচ্ছে না। অন্য একটি গেম বেছে নিন।',
  },
  // Member area: promotions and feedback (docs/member-area.md).
  'promotion.not.found': {
    EN: 'This promotion has ended or does not exist.',
    BN: 'এই প্রোমোশনটি শেষ হয়ে গেছে অথবা নেই।',
  },
  'promotion.not.claimable': {
    EN: 'This reward cannot be claimed yet.',
    BN: 'এই পুরস্কারটি এখনও দাবি করা যাবে না।',
  },
  'promotion.already.claimed': {
    EN: 'You have already claimed this reward.',
    BN: 'আপনি এই পুরস্কারটি আগেই দাবি করেছেন।',
  },
  'feedback.content.invalid': {
    EN: 'Please write your feedback in 1 to 140 characters.',
    BN: 'আপনার মতামত ১ থেকে ১৪০ অক্ষরের মধ্যে লিখুন।',
  },
  'feedback.image.count': {
    EN: 'You can add at most 3 images.',
    BN: 'সর্বোচ্চ ৩টি ছবি যোগ করা যাবে।',
  },
  'feedback.image.type': {
    EN: 'Only PNG or JPG images can be uploaded.',
    BN: 'শুধু PNG বা JPG ছবি আপলোড করা যাবে।',
  },
  'feedback.image.size': {
    EN: 'Each image must be 512 kB or smaller.',
    BN: 'প্রতিটি ছবি ৫১২ kB বা তার কম হতে হবে।',
  },
  'feedback.rate.limited': {
    EN: 'You have sent a lot of feedback in the last hour. Please try again later.',
    BN: 'গত এক ঘণ্টায় আপনি অনেক মতামত পাঠিয়েছেন। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  },
  'feedback.storage.full': {
    EN: 'Images cannot be received right now. Please try again later.',
    BN: 'এই মুহূর্তে ছবি গ্রহণ করা যাচ্ছে না। পরে আবার চেষ্টা করুন।',
  },
  // Member area: inbox and agent (docs/member-area.md).
  'inbox.not.found': {
    EN: 'This message does not exist.',
    BN: 'এই বার্তাটি নেই।',
  },
  'announcement.not.found': {
    EN: 'This announcement does not exist.',
    BN: 'এই ঘোষণাটি নেই।',
  },
  'agent.only': {
    EN: 'This is only available to agents.',
    BN: 'এটি শুধু এজেন্টদের জন্য।',
  },
  // Money (docs/money.md, "Ledger, idempotency and audit").
  'balance.insufficient': {
    EN: 'Your balance is not enough for this.',
    BN: 'এর জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
  },
  'idempotency.key.required': {
    EN: 'The request could not be sent safely. Please try again.',
    BN: 'অনুরোধটি নিরাপদে পাঠানো যায়নি। আবার চেষ্টা করুন।',
  },
  'idempotency.key.invalid': {
    EN: 'The request could not be sent safely. Please try again.',
    BN: 'অনুরোধটি নিরাপদে পাঠানো যায়নি। আবার চেষ্টা করুন।',
  },
  'idempotency.key.reused': {
    EN: 'This request was already sent with other details. Please start again.',
    BN: 'এই অনুরোধটি অন্য তথ্য দিয়ে আগেই পাঠানো হয়েছে। আবার শুরু করুন।',
  },
  // Payment password (docs/money.md, "Payment password").
  'payment.password.required': {
    EN: 'Please set a payment password first.',
    BN: 'আগে একটি পেমেন্ট পাসওয়ার্ড সেট করুন।',
  },
  'payment.password.incorrect': {
    EN: 'The payment password is wrong.',
    BN: 'পেমেন্ট পাসওয়ার্ড ভুল।',
  },
  'payment.password.locked': {
    EN: 'Too many wrong payment passwords. It is locked for 3 hours; you can change it with an SMS code.',
    BN: 'অনেকবার ভুল পেমেন্ট পাসওয়ার্ড দেওয়া হয়েছে। এটি ৩ ঘণ্টার জন্য বন্ধ; এসএমএস কোড দিয়ে এটি বদলাতে পারেন।',
  },
  'payment.password.format.invalid': {
    EN: 'The payment password must be 6 digits.',
    BN: 'পেমেন্ট পাসওয়ার্ড ৬ সংখ্যার হতে হবে।',
  },
  'payment.password.weak': {
    EN: 'This payment password is too easy to guess. Please choose another.',
    BN: 'এই পেমেন্ট পাসওয়ার্ডটি সহজে অনুমান করা যায়। অন্য একটি বেছে নিন।',
  },
  'payment.password.same.as.login': {
    EN: 'The payment password must not be your login password.',
    BN: 'পেমেন্ট পাসওয়ার্ড আপনার লগইন পাসওয়ার্ড হতে পারবে না।',
  },
  'payment.password.exists': {
    EN: 'A payment password is already set. Change it instead.',
    BN: 'পেমেন্ট পাসওয়ার্ড আগেই সেট করা আছে। এর বদলে এটি পরিবর্তন করুন।',
  },
  // Deposits (docs/money.md, "Deposit: the two ways").
  'money.amount.invalid': {
    EN: 'Please enter a valid amount.',
    BN: 'সঠিক পরিমাণ লিখুন।',
  },
  // Bets in the demo game (docs/money.md).
  'bet.stake.out.of.range': {
    EN: 'The stake must be between ৳1 and ৳5,000.',
    BN: 'বাজি ৳১ থেকে ৳৫,০০০-এর মধ্যে হতে হবে।',
  },
  'bet.pick.invalid': {
    EN: 'Please choose High or Low.',
    BN: 'হাই অথবা লো বেছে নিন।',
  },
  'bet.launch.invalid': {
    EN: 'This game session has ended. Please open the game again from BD Play.',
    BN: 'এই গেম সেশন শেষ হয়েছে। BD Play থেকে গেমটি আবার খুলুন।',
  },
  'deposit.channel.unavailable': {
    EN: 'This deposit method is not available now. Please choose another.',
    BN: 'এই ডিপোজিট পদ্ধতি এখন চালু নেই। অন্যটি বেছে নিন।',
  },
  'deposit.amount.out.of.range': {
    EN: "The amount is outside this method's limits.",
    BN: 'পরিমাণটি এই পদ্ধতির সীমার বাইরে।',
  },
  'deposit.sender.invalid': {
    EN: 'Please enter the number or account you sent from.',
    BN: 'যে নম্বর বা অ্যাকাউন্ট থেকে পাঠিয়েছেন তা সঠিকভাবে লিখুন।',
  },
  'deposit.reference.invalid': {
    EN: 'The transaction ID is not in the right format. Please copy it from the SMS or app.',
    BN: 'ট্রানজ্যাকশন আইডি সঠিক ফরম্যাটে নেই। SMS বা অ্যাপ থেকে কপি করে দিন।',
  },
  'deposit.reference.used': {
    EN: 'This transaction ID has already been submitted.',
    BN: 'এই ট্রানজ্যাকশন আইডি আগেই জমা দেওয়া হয়েছে।',
  },
  'deposit.pending.limit': {
    EN: 'You already have 3 deposits waiting for review. Please wait until one is checked.',
    BN: 'আপনার ৩টি ডিপোজিট যাচাইয়ের অপেক্ষায় আছে। একটি যাচাই হওয়া পর্যন্ত অপেক্ষা করুন।',
  },
  'deposit.promotion.invalid': {
    EN: 'This promotion cannot be used with this deposit.',
    BN: 'এই ডিপোজিটের সাথে এই প্রমোশন ব্যবহার করা যাবে না।',
  },
  'deposit.not.found': {
    EN: 'Deposit order not found.',
    BN: 'ডিপোজিট অর্ডার পাওয়া যায়নি।',
  },
  'deposit.not.pending': {
    EN: 'This deposit has already been settled.',
    BN: 'এই ডিপোজিটের নিষ্পত্তি আগেই হয়ে গেছে।',
  },
  // Security centre (docs/money.md, "Security centre").
  'email.format.invalid': {
    EN: 'Please enter a valid e-mail address.',
    BN: 'একটি সঠিক ই-মেইল ঠিকানা লিখুন।',
  },
  'email.limit.reached': {
    EN: 'Too many e-mail codes asked for. Please try again later.',
    BN: 'অনেকবার ই-মেইল কোড চাওয়া হয়েছে। পরে আবার চেষ্টা করুন।',
  },
  // Withdrawals, payout accounts and the real name (docs/money.md, "Withdrawal", "Security centre").
  'withdraw.amount.out.of.range': {
    EN: "The amount is outside this account's withdrawal limits.",
    BN: 'পরিমাণটি এই অ্যাকাউন্টের উত্তোলন সীমার বাইরে।',
  },
  'withdraw.turnover.unmet': {
    EN: 'You need to bet more before you can withdraw or transfer.',
    BN: 'উত্তোলন বা ট্রান্সফারের আগে আপনাকে আরও বাজি ধরতে হবে।',
  },
  'withdraw.daily.count': {
    EN: "You have used today's withdrawals. Please try again tomorrow.",
    BN: 'আজকের উত্তোলনের সংখ্যা শেষ। আগামীকাল আবার চেষ্টা করুন।',
  },
  'withdraw.daily.amount': {
    EN: "This amount would pass today's withdrawal limit.",
    BN: 'এই পরিমাণ আজকের উত্তোলন সীমা ছাড়িয়ে যাবে।',
  },
  'withdraw.not.found': {
    EN: 'Withdrawal order not found.',
    BN: 'উত্তোলন অর্ডার পাওয়া যায়নি।',
  },
  'withdraw.state.invalid': {
    EN: 'This withdrawal cannot be changed in its current state.',
    BN: 'এই উত্তোলন বর্তমান অবস্থায় পরিবর্তন করা যাবে না।',
  },
  'member.realname.invalid': {
    EN: 'Please enter your name as on your account: letters, spaces, dots and dashes, 2 to 50 characters.',
    BN: 'অ্যাকাউন্টে যেমন আছে তেমন নাম লিখুন: অক্ষর, স্পেস, ডট ও ড্যাশ, ২ থেকে ৫০ অক্ষর।',
  },
  'member.realname.exists': {
    EN: 'Your real name is already set. Please contact customer service to change it.',
    BN: 'আপনার আসল নাম আগেই দেওয়া আছে। পরিবর্তন করতে কাস্টমার সার্ভিসে যোগাযোগ করুন।',
  },
  'member.realname.required': {
    EN: 'Please set your real name first.',
    BN: 'প্রথমে আপনার আসল নাম দিন।',
  },
  'payout.account.invalid': {
    EN: 'Please check the account details.',
    BN: 'অ্যাকাউন্টের তথ্য যাচাই করুন।',
  },
  'payout.account.limit': {
    EN: 'You can add at most 5 payout accounts.',
    BN: 'সর্বোচ্চ ৫টি পেআউট অ্যাকাউন্ট যোগ করা যায়।',
  },
  'payout.account.exists': {
    EN: 'This account is already in your list.',
    BN: 'এই অ্যাকাউন্টটি আগেই আপনার তালিকায় আছে।',
  },
  'payout.account.taken': {
    EN: 'This account is registered to another member.',
    BN: 'এই অ্যাকাউন্টটি অন্য একজন সদস্যের নামে নিবন্ধিত।',
  },
  'payout.account.not.found': {
    EN: 'Payout account not found.',
    BN: 'পেআউট অ্যাকাউন্ট পাওয়া যায়নি।',
  },
  'payout.account.in.use': {
    EN: 'This account has a withdrawal in progress. You can remove it once that is done.',
    BN: 'এই অ্যাকাউন্টে একটি উত্তোলন চলমান। সেটি শেষ হলে সরাতে পারবেন।',
  },
  'payout.name.mismatch': {
    EN: 'The account holder must be you: the name must match your real name.',
    BN: 'অ্যাকাউন্টধারী আপনাকেই হতে হবে: নাম আপনার আসল নামের সাথে মিলতে হবে।',
  },
  // The gateway's callback: read by a provider's server, not a player, but kept in both languages.
  'payment.signature.invalid': {
    EN: 'Payment notice refused: the signature is missing or wrong.',
    BN: 'পেমেন্ট নোটিশ গ্রহণ করা হয়নি: স্বাক্ষর নেই বা ভুল।',
  },
  'payment.callback.stale': {
    EN: 'Payment notice refused: it was signed more than 5 minutes ago.',
    BN: 'পেমেন্ট নোটিশ গ্রহণ করা হয়নি: এটি ৫ মিনিটেরও আগে স্বাক্ষর করা হয়েছে।',
  },
  'payment.callback.replayed': {
    EN: 'Payment notice refused: this notice was already received.',
    BN: 'পেমেন্ট নোটিশ গ্রহণ করা হয়নি: এই নোটিশ আগেই পাওয়া গেছে।',
  },
  'payment.amount.mismatch': {
    EN: 'Payment notice refused: the amount or currency is not the order’s.',
    BN: 'পেমেন্ট নোটিশ গ্রহণ করা হয়নি: পরিমাণ বা মুদ্রা অর্ডারের সাথে মেলে না।',
  },
  // Rebates, the superior transfer and the money rate limit (docs/money.md).
  'money.rate.limited': {
    EN: 'Too many requests. Please wait a moment and try again.',
    BN: 'অনেক বেশি অনুরোধ। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  },
  'rebate.nothing.to.claim': {
    EN: 'There is no rebate to claim yet (at least ৳1).',
    BN: 'দাবি করার মতো রিবেট এখনো নেই (কমপক্ষে ৳১)।',
  },
  'transfer.not.allowed': {
    EN: 'Transfer to your superior is not available for this account.',
    BN: 'এই অ্যাকাউন্ট থেকে আপনার সুপিরিয়রকে ট্রান্সফার করা যাবে না।',
  },
  'transfer.amount.out.of.range': {
    EN: 'The amount must be between ৳1 and ৳50,000.',
    BN: 'পরিমাণ ৳১ থেকে ৳৫০,০০০-এর মধ্যে হতে হবে।',
  },
  // The agent area (docs/agent-area.md).
  'agent.downline.not.found': {
    EN: 'This member is not in your team.',
    BN: 'এই সদস্য আপনার টিমে নেই।',
  },
  'agent.rebate.invalid': {
    EN: 'Enter a rebate rate between 0% and 100%.',
    BN: '০% থেকে ১০০%-এর মধ্যে রিবেট রেট লিখুন।',
  },
  'agent.rebate.above.own': {
    EN: 'A rebate rate cannot be higher than your own.',
    BN: 'রিবেট রেট আপনার নিজের রেটের চেয়ে বেশি হতে পারে না।',
  },
  // Open account and affiliate links (docs/agent-area.md, "Open account and links").
  'agent.link.not.found': {
    EN: 'This link does not exist or was already deleted.',
    BN: 'এই লিঙ্কটি নেই বা আগেই মুছে ফেলা হয়েছে।',
  },
  'agent.link.limit': {
    EN: 'You can have at most 20 links. Delete one to create another.',
    BN: 'সর্বোচ্চ ২০টি লিঙ্ক রাখা যায়। নতুন লিঙ্ক তৈরি করতে একটি মুছে ফেলুন।',
  },
  'agent.accounts.rate.limited': {
    EN: 'Too many requests. Please wait a moment and try again.',
    BN: 'অনেক বেশি অনুরোধ। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  },
  // Contracts (docs/agent-area.md, "Contracts, salaries and dividends").
  'contract.not.found': {
    EN: 'This contract offer was not found. It may have been replaced by a newer one.',
    BN: 'এই চুক্তির প্রস্তাব পাওয়া যায়নি। হয়তো নতুন প্রস্তাব এটির জায়গা নিয়েছে।',
  },
  'contract.not.pending': {
    EN: 'This contract has already been answered.',
    BN: 'এই চুক্তির উত্তর আগেই দেওয়া হয়েছে।',
  },
  // Team and transfers (docs/agent-area.md, "Team and transfers").
  'agent.transfer.member.disabled': {
    EN: 'This member is disabled and cannot receive a transfer.',
    BN: 'এই সদস্য নিষ্ক্রিয়, তাকে ট্রান্সফার পাঠানো যাবে না।',
  },
  'agent.rain.too.many': {
    EN: 'Too many members for one red envelope rain (at most 200).',
    BN: 'এক লাল খামের বৃষ্টিতে অনেক বেশি সদস্য (সর্বোচ্চ ২০০ জন)।',
  },
  // Field data (docs/field-data.md): the app sends these in the background; no player reads them.
  'vitals.invalid': {
    EN: 'The page measurements could not be read.',
    BN: 'পেজের পরিমাপগুলো পড়া যায়নি।',
  },
  'vitals.rate.limited': {
    EN: 'Too many page measurements. Please try again later.',
    BN: 'অনেক বেশি পেজ পরিমাপ। পরে আবার চেষ্টা করুন।',
  },
};

/** True when `key` has its own text (tests check that every errorCode does). */
export function hasMessage(key: string): boolean {
  return key in texts;
}

export function messageFor(key: string, language: Language): string {
  const entry = texts[key] ?? texts['system.error'];
  return entry ? entry[language] : key;
}

/** `Language` header: BN or EN, case-insensitive; anything else falls back to BN (the default). */
export function parseLanguage(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return value === 'EN' ? 'EN' : 'BN';
}
