/**
 * The address the page was entered by, without its #route, taken when the app starts (main.tsx
 * imports this first). iOS WeChat checks JS-SDK signatures against it (lib/wechat.ts).
 */
export const ENTRY_URL: string = typeof window === 'undefined' ? '' : (window.location.href.split('#')[0] ?? '')
