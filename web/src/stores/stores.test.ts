import { beforeEach, describe, expect, it } from 'vitest'
import { resolveLanguage, systemLanguage, toLanguage } from '@/lib/language'
import { effectiveMode } from '@/lib/theme'
import { useAppStore } from './app'
import { isAllSelected, selectedTotal, type CartItem } from './cart'
import { dictLabel, groupByType, useDictStore } from './dict'
import { secondsUntilResend, useModalStore } from './modal'
import { useSysStore } from './sys'
import { useUserStore } from './user'

describe('user store', () => {
  beforeEach(() => localStorage.clear())

  it('stores the token pair and persists it', () => {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r', expiresTime: 9 })
    expect(useUserStore.getState()).toMatchObject({ token: 'a', refreshToken: 'r', expiresTime: 9 })
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').state.token).toBe('a')
  })

  it('logs out when given an empty token', () => {
    useUserStore.getState().setToken({ accessToken: 'a', refreshToken: 'r' })
    useUserStore.getState().setToken({ accessToken: '', refreshToken: 'r' })
    expect(useUserStore.getState()).toMatchObject({ token: '', refreshToken: '' })
  })
})

describe('app store', () => {
  it('hands out the stored return page once', () => {
    useAppStore.getState().setReturnUrl('/pages/order/list')
    expect(useAppStore.getState().takeReturnUrl()).toBe('/pages/order/list')
    expect(useAppStore.getState().takeReturnUrl()).toBe('')
  })
})

describe('modal store', () => {
  it('counts down 60 s from the last send, across reloads', () => {
    useModalStore.getState().markSent('smsLogin', 1_000_000)
    const stored = JSON.parse(localStorage.getItem('modal') ?? '{}')
    expect(stored.state.lastTimer.smsLogin).toBe(1_000_000)
    expect(secondsUntilResend(1_000_000, 1_000_000)).toBe(60)
    expect(secondsUntilResend(1_000_000, 1_030_500)).toBe(30)
    expect(secondsUntilResend(1_000_000, 1_060_000)).toBe(0)
    expect(secondsUntilResend(0, 5)).toBe(0)
  })
})

describe('sys store and theme', () => {
  it('keeps theme settings and follows the system when asked', () => {
    useSysStore.getState().setMode('light')
    expect(useSysStore.getState()).toMatchObject({ mode: 'light', modeAuto: false })
    useSysStore.getState().setModeAuto(true)
    expect(effectiveMode('light', true, true)).toBe('dark')
    expect(effectiveMode('light', false, true)).toBe('light')
    expect(useSysStore.getState().theme).toBe('orange-red')
  })

  it('resolves the language: stored, else system, else zh-Hans', () => {
    expect(resolveLanguage('ja', ['en-US'])).toBe('ja')
    expect(resolveLanguage(null, ['fr-FR', 'zh-TW'])).toBe('zh-Hant')
    expect(resolveLanguage('system', ['en-GB'])).toBe('en')
    expect(resolveLanguage(null, ['fr-FR'])).toBe('zh-Hans')
    expect(toLanguage('zh_CN')).toBe('zh-Hans')
    expect(systemLanguage([])).toBeNull()
  })
})

describe('cart store rules', () => {
  const item = (id: number, selected: boolean, count = 1, price = 100): CartItem => ({
    id,
    count,
    selected,
    sku: { id, price },
  })

  it('is all-selected only when every item is selected', () => {
    expect(isAllSelected([])).toBe(false)
    expect(isAllSelected([item(1, true), item(2, false)])).toBe(false)
    expect(isAllSelected([item(1, true), item(2, true)])).toBe(true)
  })

  it('totals count × price of the selected items', () => {
    expect(selectedTotal([item(1, true, 2, 1999), item(2, false, 5, 100), item(3, true, 1, 1)])).toBe(3999)
  })
})

describe('dict store', () => {
  it('groups entries per type and language and finds labels', () => {
    const entries = [
      { dictType: 'terminal', value: '20', label: 'H5', colorType: '', cssClass: '' },
      { dictType: 'common_status', value: '0', label: 'On', colorType: 'success', cssClass: '' },
    ]
    useDictStore.getState().setEntries('en', entries)
    const english = useDictStore.getState().byLanguage.en
    expect(dictLabel(english, 'terminal', 20)).toBe('H5')
    expect(dictLabel(english, 'terminal', 99)).toBe('99')
    expect(Object.keys(groupByType(entries))).toEqual(['terminal', 'common_status'])
  })
})
