import { render, screen } from '@testing-library/react'
import i18next from '@/lib/i18next-lite'
import { countryName, countryOptions } from '@/lib/countries'
import { activatesIn } from '../regions'
import { loadShippedMessages, setUpComponentTests } from '@/test/components'
import { describe, expect, it } from 'vitest'
import { RegionNote, RegionWarning } from './RegionNote'

loadShippedMessages()
setUpComponentTests({ language: 'en' })

const NOT_IN_CHINA = { mode: 'deny', countries: ['CN'] } as const
const ONLY_HK_MO = { mode: 'allow', countries: ['HK', 'MO'] } as const

describe('activatesIn', () => {
  it('reads allow- and deny-lists, and checks nothing for an unknown country', () => {
    expect(activatesIn({ ...ONLY_HK_MO, countries: [...ONLY_HK_MO.countries] }, 'HK')).toBe(true)
    expect(activatesIn({ ...ONLY_HK_MO, countries: [...ONLY_HK_MO.countries] }, 'CN')).toBe(false)
    expect(activatesIn({ ...NOT_IN_CHINA, countries: ['CN'] }, 'CN')).toBe(false)
    expect(activatesIn({ ...NOT_IN_CHINA, countries: ['CN'] }, 'JP')).toBe(true)
    expect(activatesIn({ ...NOT_IN_CHINA, countries: ['CN'] }, null)).toBe(true)
    expect(activatesIn(null, 'CN')).toBe(true)
  })

  it('names countries in the member language and lists them sorted by name', () => {
    expect(countryName('JP', 'en')).toBe('Japan')
    expect(countryName('JP', 'zh-Hans')).toBe('日本')
    const options = countryOptions('en')
    expect(options).toHaveLength(249)
    expect(options.findIndex((o) => o.value === 'AF')).toBeLessThan(options.findIndex((o) => o.value === 'ZW'))
  })
})

describe('RegionNote', () => {
  it('says where a version activates and warns a member it will not work for', async () => {
    await i18next.changeLanguage('en')
    render(<RegionNote regions={{ mode: 'allow', countries: ['HK', 'MO'] }} country="CN" />)
    expect(screen.getByTestId('sku-regions').textContent).toBe('Activates in: Hong Kong SAR China, Macao SAR China')
    expect(screen.getByRole('alert').textContent).toContain('will not activate in China')
  })

  it('shows the deny-list and no warning where the keys work', async () => {
    await i18next.changeLanguage('en')
    render(<RegionNote regions={{ mode: 'deny', countries: ['CN'] }} country="JP" />)
    expect(screen.getByTestId('sku-regions').textContent).toBe('Does not activate in: China')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says nothing for a version that activates everywhere, and warns nobody of unknown country', async () => {
    const { container } = render(
      <>
        <RegionNote regions={null} country="CN" />
        <RegionWarning regions={{ mode: 'deny', countries: ['CN'] }} country={null} />
      </>,
    )
    expect(container.textContent).toBe('')
  })

  it('warns on a cart line in the member language', async () => {
    await i18next.changeLanguage('zh-Hans')
    render(<RegionWarning regions={{ mode: 'deny', countries: ['CN'] }} country="CN" />)
    expect(screen.getByTestId('cart-region-warning').textContent).toBe('无法在中国激活')
  })
})
