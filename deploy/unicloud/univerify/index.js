'use strict'
// The uniCloud function "univerify": the store's server (member/social/univerify.py) sends the app's
// one-tap result {access_token, openid} and gets {code: 0, phoneNumber} or {code, message}.
// Deploy with URL access (云函数URL化) and set UNIVERIFY_FUNCTION_URL to that https address.
//
// Only the store's server may call it: every call carries X-Univerify-Timestamp (epoch seconds),
// X-Univerify-Nonce and X-Univerify-Signature = hex HMAC-SHA256(secret, timestamp + "\n" + nonce +
// "\n" + body). The secret (UNIVERIFY_FUNCTION_SECRET) and the DCloud appid with one-tap login
// enabled live in uni-config-center/univerify/config.json: {"secret": "...", "appid": "__UNI__..."}.
// Nonces are kept in the collection "univerify-nonce" (create it; clients get no permission).
const crypto = require('crypto')
const createConfig = require('uni-config-center')

const WINDOW_MS = 5 * 60 * 1000
const config = createConfig({ pluginId: 'univerify' }).config()
const db = uniCloud.database()

function refuse(code, message) {
  return { code, message }
}

function sameText(a, b) {
  const x = Buffer.from(String(a))
  const y = Buffer.from(String(b))
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}

exports.main = async function (event) {
  const headers = event.headers || {}
  const timestamp = headers['x-univerify-timestamp'] || ''
  const nonce = headers['x-univerify-nonce'] || ''
  const body = Buffer.from(event.body || '', event.isBase64Encoded ? 'base64' : 'utf8')

  const expected = crypto
    .createHmac('sha256', config.secret)
    .update(`${timestamp}\n${nonce}\n`)
    .update(body)
    .digest('hex')
  if (!config.secret || !nonce || !sameText(expected, headers['x-univerify-signature'] || '')) {
    return refuse(40101, 'bad signature')
  }
  if (!/^[0-9]+$/.test(timestamp) || Math.abs(Date.now() - Number(timestamp) * 1000) > WINDOW_MS) {
    return refuse(40102, 'timestamp out of window')
  }
  const nonces = db.collection('univerify-nonce')
  try {
    await nonces.add({ _id: nonce, createdAt: Date.now() }) // a second add of the same _id fails
  } catch (e) {
    return refuse(40103, 'nonce already used')
  }
  await nonces.where({ createdAt: db.command.lt(Date.now() - 2 * WINDOW_MS) }).remove()

  let fields
  try {
    fields = JSON.parse(body.toString('utf8'))
  } catch (e) {
    fields = null
  }
  const { access_token: accessToken, openid } = fields || {}
  if (typeof accessToken !== 'string' || !accessToken || typeof openid !== 'string' || !openid) {
    return refuse(40001, 'access_token and openid required')
  }
  try {
    const res = await uniCloud.getPhoneNumber({
      provider: 'univerify',
      appid: config.appid, // required when called by URL: there is no client context
      access_token: accessToken,
      openid,
    })
    if (res.code) return refuse(50001, `getPhoneNumber failed: ${res.code} ${res.message || ''}`.trim())
    return { code: 0, phoneNumber: res.phoneNumber }
  } catch (e) {
    // Used, expired or forged pairs land here; never log the token itself.
    return refuse(50001, `getPhoneNumber failed: ${e.code || e.errCode || ''} ${e.message || ''}`.trim())
  }
}
