/** Steam's page that activates a product key, with the key filled in. */
export function steamRedeemUrl(code: string): string {
  return `https://store.steampowered.com/account/registerkey?key=${encodeURIComponent(code)}`
}
