// The native pages' own words, in the web app's languages (the web app passes its language as `lang`).

const DEFAULT_LANGUAGE = 'zh-Hans'

const WORDS = {
  en: {
    loginTitle: 'WeChat login',
    loginLine: 'The store uses the phone number of your WeChat account',
    mobileTitle: "Use WeChat's phone number",
    mobileLine: 'Your account will use the phone number of your WeChat account',
    subscribeTitle: 'Activity reminder',
    subscribeLine: 'Allow a WeChat message when the activity starts',
    bindTitle: 'Pay with WeChat Pay',
    bindLine: 'Allow the store to use this WeChat account for WeChat Pay',
    usePhoneNumber: 'Use WeChat phone number',
    allow: 'Allow',
    cancel: 'Cancel',
    quickLoginFailed: 'Quick login failed',
    payTitle: 'WeChat Pay',
    payOpening: 'Opening WeChat Pay…',
  },
  'zh-Hans': {
    loginTitle: '微信登录',
    loginLine: '商店将使用你微信账号绑定的手机号',
    mobileTitle: '使用微信手机号',
    mobileLine: '你的账号将改用微信账号绑定的手机号',
    subscribeTitle: '活动提醒',
    subscribeLine: '允许活动开始时通过微信消息提醒你',
    bindTitle: '使用微信支付',
    bindLine: '允许商店使用当前微信账号进行微信支付',
    usePhoneNumber: '使用微信手机号',
    allow: '允许',
    cancel: '取消',
    quickLoginFailed: '一键登录失败',
    payTitle: '微信支付',
    payOpening: '正在打开微信支付…',
  },
  'zh-Hant': {
    loginTitle: '微信登入',
    loginLine: '商店將使用你微信帳號綁定的手機號碼',
    mobileTitle: '使用微信手機號碼',
    mobileLine: '你的帳號將改用微信帳號綁定的手機號碼',
    subscribeTitle: '活動提醒',
    subscribeLine: '允許活動開始時透過微信訊息提醒你',
    bindTitle: '使用微信支付',
    bindLine: '允許商店使用目前的微信帳號進行微信支付',
    usePhoneNumber: '使用微信手機號碼',
    allow: '允許',
    cancel: '取消',
    quickLoginFailed: '一鍵登入失敗',
    payTitle: '微信支付',
    payOpening: '正在開啟微信支付…',
  },
  ja: {
    loginTitle: 'WeChat でログイン',
    loginLine: 'ストアは WeChat アカウントの電話番号を使います',
    mobileTitle: 'WeChat の電話番号を使う',
    mobileLine: 'アカウントの電話番号を WeChat アカウントの番号に変更します',
    subscribeTitle: 'イベントのリマインダー',
    subscribeLine: 'イベント開始時の WeChat メッセージを許可してください',
    bindTitle: 'WeChat Pay で支払う',
    bindLine: 'この WeChat アカウントで WeChat Pay を使うことをストアに許可してください',
    usePhoneNumber: 'WeChat の電話番号を使う',
    allow: '許可する',
    cancel: 'キャンセル',
    quickLoginFailed: 'クイックログインに失敗しました',
    payTitle: 'WeChat Pay',
    payOpening: 'WeChat Pay を開いています…',
  },
}

const LANGUAGES = Object.keys(WORDS)

function languageOf(value) {
  return LANGUAGES.includes(value) ? value : DEFAULT_LANGUAGE
}

function wordsFor(language) {
  return WORDS[languageOf(language)]
}

module.exports = { DEFAULT_LANGUAGE, LANGUAGES, languageOf, wordsFor }
