import { queryOptions, useQuery } from '@tanstack/react-query'
import { Select } from 'antd'
import { useState } from 'react'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from '../lib/http'
import { t } from '../lib/i18n'

/** A game chosen by typing part of its name (searched on the server). */
interface GamePickerProps {
  value?: number
  onChange?: (spuId: number | undefined) => void
  /** The chosen game's name when it is not among the first results (an edited form). */
  initialLabel?: string
  allowClear?: boolean
  ariaLabel?: string
}

export function GamePicker({ value, onChange, initialLabel, allowClear = false, ariaLabel = t('discount.pickGame') }: GamePickerProps) {
  const [keyword, setKeyword] = useState('')
  const games = useQuery({
    queryKey: ['console', 'game-picker', keyword],
    queryFn: () =>
      unwrap(adminApi.GET('/admin-api/product/spu/page', { params: { query: { pageNo: 1, pageSize: 20, ...(keyword ? { keyword } : {}) } } })),
  })
  const options = (games.data?.list ?? []).map((game) => ({ value: game.id, label: `${game.name} (#${game.id})` }))
  if (value !== undefined && initialLabel && !options.some((option) => option.value === value)) options.unshift({ value, label: initialLabel })
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      value={value}
      onChange={onChange}
      options={options}
      loading={games.isFetching}
      allowClear={allowClear}
      placeholder={ariaLabel}
      aria-label={ariaLabel}
      notFoundContent={games.isFetching ? null : t('common.empty')}
    />
  )
}

/** The game `spuId` with its versions (their prices and stock), as the version picker asks for it; nothing before a game is chosen. */
export const pickedGameQuery = (spuId: number | undefined) =>
  queryOptions({
    queryKey: ['console', 'catalogue', 'game', spuId ?? 0],
    queryFn: () => unwrap(adminApi.GET('/admin-api/product/spu/get', { params: { query: { id: spuId ?? 0 } } })),
    enabled: spuId !== undefined,
  })

export const usePickedGame = (spuId: number | undefined) => useQuery(pickedGameQuery(spuId))

/** A version of the game `spuId`. */
export function VersionPicker({ spuId, value, onChange }: { spuId: number | undefined; value?: number; onChange?: (skuId: number) => void }) {
  const game = usePickedGame(spuId)
  return (
    <Select
      value={value}
      onChange={onChange}
      disabled={spuId === undefined}
      loading={game.isFetching}
      placeholder={t('discount.pickVersion')}
      aria-label={t('discount.pickVersion')}
      options={(game.data?.skus ?? []).map((sku) => ({ value: sku.id, label: `${sku.name} · ¥${(sku.price / 100).toFixed(2)}` }))}
    />
  )
}
