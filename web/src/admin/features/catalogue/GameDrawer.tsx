import { useQuery } from '@tanstack/react-query'
import { Alert, Descriptions, Drawer, Spin, Table, Typography } from 'antd'
import { money } from '../../lib/format'
import { t } from '../../lib/i18n'
import { LANGUAGES } from '../../lib/languages'
import { catalogueKeys, fetchGame, type AdminGameDetail } from './api'

/** A game with its texts in every language side by side and its versions' prices and keys. */
export function GameDrawer({ gameId, onClose }: { gameId: number | null; onClose: () => void }) {
  const game = useQuery({ queryKey: catalogueKeys.game(gameId ?? 0), queryFn: () => fetchGame(gameId ?? 0), enabled: gameId !== null })
  return (
    <Drawer open={gameId !== null} onClose={onClose} size={820} title={game.data?.code ?? t('menu.games')}>
      {game.isPending && <Spin />}
      {game.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: game.error.message })} />}
      {game.data && <GameDetail game={game.data} />}
    </Drawer>
  )
}

function GameDetail({ game }: { game: AdminGameDetail }) {
  return (
    <>
      <Table
        size="small"
        rowKey="language"
        pagination={false}
        dataSource={LANGUAGES.map(({ code, label }) => ({
          language: label,
          name: game.names[code] ?? '',
          introduction: game.introductions[code] ?? '',
          tags: (game.tags[code] ?? []).join(', '),
        }))}
        columns={[
          { title: t('game.language'), dataIndex: 'language', width: 100 },
          { title: t('game.name'), dataIndex: 'name' },
          { title: t('game.introduction'), dataIndex: 'introduction' },
          { title: t('game.tags'), dataIndex: 'tags' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('game.versions')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={game.skus}
        columns={[
          { title: t('game.code'), dataIndex: 'code' },
          { title: t('game.versionName'), dataIndex: 'name' },
          { title: t('game.price'), dataIndex: 'price', align: 'right', render: (fen: number) => money(fen) },
          { title: t('game.marketPrice'), dataIndex: 'marketPrice', align: 'right', render: (fen: number) => money(fen) },
          { title: t('game.stock'), dataIndex: 'stock', align: 'right' },
          { title: t('game.sold'), dataIndex: 'soldCount', align: 'right' },
        ]}
      />
      <Descriptions size="small" column={3} style={{ marginTop: 24 }}>
        <Descriptions.Item label={t('game.sales')}>{game.salesCount}</Descriptions.Item>
        <Descriptions.Item label={t('game.size')}>{game.size}</Descriptions.Item>
        <Descriptions.Item label={t('game.version')}>{game.version}</Descriptions.Item>
      </Descriptions>
    </>
  )
}
