/**
 * Stands in for antd-mobile's `utils/render` (rc-util's ReactDOM.render path for React ≤ 17, with
 * its regenerator runtime). main.tsx hands antd-mobile a createRoot renderer through
 * unstableSetRender before anything renders imperatively, so this path never runs; vite.config.ts
 * aliases the module here to keep it off the first screen.
 */
function unused(): never {
  throw new Error('antd-mobile legacy render called: unstableSetRender must run first (app/main.tsx)')
}

export function render(_node: unknown, _container: unknown): void {
  unused()
}

export function unmount(_container: unknown): Promise<void> {
  unused()
}
