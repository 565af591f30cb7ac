import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import i18next from '@/lib/i18next-lite'
import { useUserStore } from '@/stores/user'
import { errorsUnder, loadShippedMessages, renderWithQueries, setUpComponentTests } from '@/test/components'
import { recordHttpUi, serve } from '@/test/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NicknamePopup } from './NicknamePopup'

loadShippedMessages()
setUpComponentTests({ language: 'zh-Hans' })
recordHttpUi()
beforeEach(() => useUserStore.getState().setToken({ accessToken: 'access', refreshToken: 'refresh' }))

function open(current = 'Night owl') {
  const onClose = vi.fn()
  renderWithQueries(<NicknamePopup visible current={current} onClose={onClose} />)
  return { onClose }
}

const field = () => screen.getByRole('textbox')
const type = (value: string) => fireEvent.change(field(), { target: { value } })

/** Switches to English and presses Save: the rules run again, their messages now in English. */
async function saveInEnglish() {
  await act(() => i18next.changeLanguage('en'))
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
}

describe('the nickname sheet', () => {
  it('starts from the current name and saves the new one, trimmed', async () => {
    const fetch = serve()
    const { onClose } = open()
    expect((field() as HTMLInputElement).value).toBe('Night owl')
    type('  夜猫子玩家 ')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const request = fetch.mock.calls[0]?.[0] as Request
    expect(new URL(request.url).pathname).toBe('/app-api/member/user/update')
    expect(await request.json()).toMatchObject({ nickname: '夜猫子玩家' })
  })

  it('asks for a name under the field when only spaces are left, and sends nothing', async () => {
    const fetch = serve()
    open()
    type('   ')
    await waitFor(() => expect(errorsUnder(field())).toEqual(['请设置用户名或头像']))
    await saveInEnglish()
    await waitFor(() => expect(errorsUnder(field())).toEqual(['Please set a username or avatar']))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a tab and a name over 30 characters, and sends nothing', async () => {
    const fetch = serve()
    open()
    type('Night\towl')
    await waitFor(() => expect(errorsUnder(field())).toEqual(['含有不可见的控制字符，请删除']))
    type('n'.repeat(31))
    await waitFor(() => expect(errorsUnder(field())).toEqual(['最多 30 个字，当前 31 个']))
    await saveInEnglish()
    await waitFor(() => expect(errorsUnder(field())).toEqual(['At most 30 characters (31 now)']))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('takes 30 emoji: 30 characters to the server, though 60 UTF-16 units', async () => {
    const fetch = serve()
    const { onClose } = open()
    type('🎮'.repeat(30))
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(await (fetch.mock.calls[0]?.[0] as Request).json()).toMatchObject({ nickname: '🎮'.repeat(30) })
  })
})
