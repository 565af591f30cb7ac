import { Toast } from 'antd-mobile'
import { useState } from 'react'

/** Runs a form's action with a busy flag; failures show their message, success shows `done`. */
export function useSubmit() {
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true)
    try {
      await action()
      Toast.show({ icon: 'success', content: done })
      return true
    } catch {
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
