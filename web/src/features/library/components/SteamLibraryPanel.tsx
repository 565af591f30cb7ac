import { Button, Toast } from 'antd-mobile'
import { useTranslation } from '@/lib/i18next-lite/react'
import { relativeTime, type TimeLang } from '@/lib/time'
import { useNow } from '@/lib/useNow'
import { useSteamLibrary } from '../steamLibrary'
import { STEAM_READ, useImportSteamWishlist, useRefreshSteamLibrary } from '../steamLibraryActions'
import styles from './SteamLibraryPanel.module.css'

/** My games' Steam part for a member with a bound account (and the store reading Steam): how many of
 * the store's games the library holds, when it was read and how Steam answered, a refresh, and the
 * wishlist into favorites in one tap. Nothing otherwise. */
export function SteamLibraryPanel() {
  const { t, i18n } = useTranslation()
  const library = useSteamLibrary()
  const refresh = useRefreshSteamLibrary()
  const importWishlist = useImportSteamWishlist()
  const now = useNow(60_000)
  const data = library.data
  if (!data?.enabled || !data.bound) return null
  const owned = data.spuIds?.length ?? 0
  const synced = data.syncedAt
    ? t('steam.librarySynced', { time: relativeTime(data.syncedAt, now, i18n.language as TimeLang) })
    : t('steam.libraryNever')
  const importNow = async () => {
    const result = await importWishlist.mutateAsync()
    Toast.show({ content: t('steam.wishlistImported', { added: result.added, notSold: result.notSold }) })
  }
  return (
    <section className={styles.panel} aria-label={t('steam.libraryTitle')} data-testid="steam-library">
      <div className={styles.row}>
        <div className={styles.text}>
          <strong>{t('steam.libraryTitle')}</strong>
          <span data-testid="steam-library-owned">{t('steam.libraryOwned', { count: owned })}</span>
          <span className={styles.synced}>{synced}</span>
        </div>
        <Button
          size="small"
          shape="rounded"
          loading={refresh.isPending}
          onClick={() => void refresh.mutateAsync().then(() => Toast.show({ content: t('steam.libraryRefreshed') }), () => undefined)}
          data-testid="steam-library-refresh"
        >
          {t('steam.refresh')}
        </Button>
      </div>
      {data.status === STEAM_READ.private && (
        <p className={styles.note} role="status" data-testid="steam-library-private">
          {t('steam.libraryPrivate')}
        </p>
      )}
      {data.status === STEAM_READ.failed && (
        <p className={styles.note} role="status" data-testid="steam-library-failed">
          {t('steam.libraryFailed')}
        </p>
      )}
      {data.wishlistCount > 0 && (
        <div className={styles.row}>
          <span className={styles.text}>{t('steam.wishlistCount', { count: data.wishlistCount })}</span>
          <Button
            size="small"
            color="primary"
            shape="rounded"
            loading={importWishlist.isPending}
            onClick={() => void importNow().catch(() => undefined)}
            data-testid="steam-wishlist-import"
          >
            {t('steam.wishlistImport')}
          </Button>
        </div>
      )}
    </section>
  )
}
