import { afterEach, describe, expect, it } from 'vitest'
import { PAGE_DATA, readPageData } from './pageData'

const banner = { id: 1, title: '</script> & more', picUrl: '/uploads/one.en.png', url: '', sort: 1 }

function writeBlock(id: string, text: string, lang?: string): void {
  document.head.insertAdjacentHTML('beforeend', `<template id="${id}"${lang ? ` data-lang="${lang}"` : ''}>${text}</template>`)
}

afterEach(() => {
  for (const id of Object.values(PAGE_DATA)) document.getElementById(id)?.remove()
})

describe('readPageData', () => {
  it('reads a block the server wrote, escaped as it writes them', () => {
    const escaped = JSON.stringify([banner]).replaceAll('<', '\\u003c').replaceAll('&', '\\u0026')
    writeBlock(PAGE_DATA.homeBanners, escaped, 'en')
    expect(readPageData(PAGE_DATA.homeBanners, 'en')).toEqual([banner])
    writeBlock(PAGE_DATA.appInfo, '{"fileSystem": 1}')
    expect(readPageData(PAGE_DATA.appInfo)).toEqual({ fileSystem: 1 })
  })

  it('ignores a block in another language, a missing block and a damaged one', () => {
    expect(readPageData(PAGE_DATA.homeBanners, 'en')).toBeUndefined()
    writeBlock(PAGE_DATA.homeBanners, JSON.stringify([banner]), 'zh-Hans')
    expect(readPageData(PAGE_DATA.homeBanners, 'en')).toBeUndefined()
    writeBlock(PAGE_DATA.appInfo, '{"fileSystem":')
    expect(readPageData(PAGE_DATA.appInfo)).toBeUndefined()
  })
})
