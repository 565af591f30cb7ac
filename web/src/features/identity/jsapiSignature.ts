import { api, unwrap } from '@/lib/http'
import type { JsapiSignature } from '@/lib/wechatSigner'

/** The server's signature of `url` for WeChat's JS-SDK (wx.config), as the member or a visitor. */
export function jsapiSignature(url: string): Promise<JsapiSignature> {
  return unwrap(
    api.POST('/app-api/member/auth/create-weixin-jsapi-signature', {
      params: { query: { url } },
      showError: false,
    }),
  )
}
