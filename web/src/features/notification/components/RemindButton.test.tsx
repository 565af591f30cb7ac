import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HashRouter, RouterProvider } from '@/lib/router'
import { useUserStore } from '@/stores/user'
import { loadShippedMessages, renderWithQueries, setUpComponentTests } from '@/test/components'
import { recordHttpUi, serve, SUCCESS } from '@/test/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RemindButton } from './RemindButton'

loadShippedMessages()
setUpComponentTests({ language: 'en' })
recordHttpUi()

type MiniProgramWindow = Window & { __wxjs_environment?: string }

beforeEach(() => {
  useUserStore.getState().setToken({ accessToken: 'access', refreshToken: 'refresh' })
  ;(window as MiniProgramWindow).__wxjs_environment = 'miniprogram'
})
let router: HashRouter | null = null
afterEach(() => {
  delete (window as MiniProgramWindow).__wxjs_environment
  router?.dispose()
})

const TEMPLATES = '/app-api/member/social-user/get-subscribe-template-list'

describe('"Remind me" in the mini program', () => {
  it('says "Template not found" when the reminder template is missing, and Reload asks again', async () => {
    const fetch = serve((url) => {
      if (url.pathname === TEMPLATES) return { code: 0, data: [{ id: 'other', title: 'Other', content: '', example: '', type: 2, reminder: false }], msg: '' }
      if (url.pathname.endsWith('/activity-reminder/list')) return { code: 0, data: [], msg: '' }
      return SUCCESS
    })
    const asked = () => fetch.mock.calls.filter(([request]) => new URL((request as Request).url).pathname === TEMPLATES).length
    router = new HashRouter()
    renderWithQueries(
      <RouterProvider router={router}>
        <RemindButton activityId={7} />
      </RouterProvider>,
    )
    fireEvent.click(await screen.findByTestId('remind-me'))

    expect(await screen.findByText('Template not found')).toBeTruthy()
    expect(screen.getByTestId('reminder-template-missing').textContent).toContain('template for activity reminders was not found')
    expect(asked()).toBe(1)
    const first = screen.getByTestId('reminder-template-missing')
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(asked()).toBe(2))
    const second = await waitFor(() => {
      const shown = screen.getAllByTestId('reminder-template-missing').find((element) => element !== first)
      expect(shown).toBeTruthy()
      return shown as HTMLElement
    })
    // Answered, so that the member's flow ends with the test: a dialog cleared after it resolves the
    // flow, which went on (a toast rendered) once the file's DOM was gone ("window is not defined").
    const dialog = second.closest('.adm-dialog-body') as HTMLElement
    fireEvent.click(within(dialog).getByRole('button', { name: 'Only in the app' }))
    await waitFor(() => expect(document.querySelector('.adm-toast-main')).toBeTruthy())
  })
})
