import { Tabs, Typography } from 'antd'
import { useState } from 'react'
import { t } from '../../lib/i18n'
import { KeyList } from './KeyList'
import { KeyStockTable } from './KeyStockTable'
import { RevealAuditTable } from './RevealAuditTable'
import type { KeyStock } from './api'

/** Activation keys: stock per version (import, threshold), a version's keys (revoke, look with a reason), reveals. */
export default function KeysPage() {
  const [tab, setTab] = useState('stock')
  const [version, setVersion] = useState<KeyStock | null>(null)
  const openVersion = (stock: KeyStock) => {
    setVersion(stock)
    setTab('keys')
  }
  return (
    <>
      <Typography.Title level={4}>{t('menu.keys')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'stock', label: t('keys.stockTab'), children: <KeyStockTable onOpen={openVersion} /> },
          { key: 'keys', label: version ? t('keys.keysOf', { name: `${version.spuName} · ${version.skuName}` }) : t('keys.keysTab'), children: <KeyList version={version} /> },
          { key: 'reveals', label: t('keys.revealTab'), children: <RevealAuditTable skuId={version?.skuId} /> },
        ]}
      />
    </>
  )
}
