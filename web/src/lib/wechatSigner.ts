import type { components } from '@/client/schema'

/** The server's signature of a page address for WeChat's JS-SDK (wx.config). */
export type JsapiSignature = components['schemas']['JsapiSignatureResp']
type Signer = (url: string) => Promise<JsapiSignature>

let signer: Signer | null = null

/**
 * The app gives lib/wechatSdk.ts the server's signing at start-up (app/main.tsx; features/identity
 * asks for it). Apart from the SDK's module so that the first screen does not load that.
 */
export function configureWechatSdk(sign: Signer): void {
  signer = sign
}

export function wechatSigner(): Signer {
  if (!signer) throw new Error('configureWechatSdk was not called')
  return signer
}
