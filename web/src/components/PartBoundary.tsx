import { Component, type ReactNode } from 'react'
import { forgetFailedLoads } from '@/lib/chunkReload'
import { PageError } from './PageState'

interface State {
  failed: Error | null
}

/**
 * Keeps a part of a screen that failed (its code not fetched offline, say) to itself: that part
 * shows the failure with a retry, which also runs when the network returns; the rest of the
 * screen stays.
 */
export class PartBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: null }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: error instanceof Error ? error : new Error(String(error)) }
  }

  retry = () => {
    forgetFailedLoads()
    this.setState({ failed: null })
  }

  render() {
    const { failed } = this.state
    return failed ? <PageError message={failed.message} onRetry={this.retry} /> : this.props.children
  }
}
