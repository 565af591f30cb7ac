/** One "加载中" indicator for any number of concurrent requests: shown by the first, hidden by the last. */
export interface LoadingView {
  show: () => void
  hide: () => void
}

export class LoadingCounter {
  private count = 0

  constructor(private readonly view: LoadingView) {}

  start(): void {
    this.count += 1
    if (this.count === 1) this.view.show()
  }

  end(): void {
    if (this.count === 0) return
    this.count -= 1
    if (this.count === 0) this.view.hide()
  }

  get active(): number {
    return this.count
  }
}
