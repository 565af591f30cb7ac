import { Button, Popup, SpinLoading, Toast } from 'antd-mobile'
import { LinkOutline, PictureOutline, SendOutline } from 'antd-mobile-icons'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { copyText } from '@/lib/clipboard'
import { currentPlatform, type Platform } from '@/lib/platform'
import { SHARE_METHOD, SHARE_PAGE, type ShareMethodCode, type SharePageName } from '@/lib/share'
import { useLogShare, useShareInfo, type ShareInfo, type ShareTarget } from '../shareInfo'
import { forward, savePoster, type ForwardOutcome, type SaveOutcome } from '../shareActions'
import styles from './ShareSheet.module.css'

interface Props {
  page: SharePageName
  id: number
  skuId?: number
  visible: boolean
  onClose: () => void
}

interface SheetProps {
  target: ShareTarget
  visible: boolean
  onClose: () => void
}

/**
 * The share sheet of game pages, activities, news and home (spec §2): forward (the system's share
 * sheet, WeChat's own share in the WeChat browser and the mini program, the app shell's), a poster
 * rendered by the server, and a link to copy. Every link carries the sharer's tracking string.
 */
export default function ShareSheet({ page, id, skuId, visible, onClose }: Props) {
  const { t } = useTranslation()
  const target: ShareTarget = { page: SHARE_PAGE[page], id, skuId }
  const [posterOpen, setPosterOpen] = useState(false)
  const [guideOpen, setGuideOpen] = useState(false)
  // Fetched when the sheet opens, so copying and the system share run inside the tap that asked.
  const linkInfo = useShareInfo(target, SHARE_METHOD.link, visible)
  const forwardInfo = useShareInfo(target, SHARE_METHOD.forward, visible)
  const log = useLogShare()
  const shared = (method: ShareMethodCode) => log.mutate({ target, method })
  const failed = linkInfo.error ?? forwardInfo.error

  const onForward = async (info: ShareInfo) => {
    const outcome: ForwardOutcome = await forward(currentPlatform(), info)
    if (outcome === 'cancelled') return
    if (outcome === 'guide') setGuideOpen(true)
    else if (outcome === 'copied' || outcome === 'copyFailed') showCopied(outcome === 'copied')
    onClose()
    shared(SHARE_METHOD.forward)
  }

  const onLink = async (info: ShareInfo) => {
    const copied = await copyText(info.link)
    showCopied(copied)
    if (!copied) return
    onClose()
    shared(SHARE_METHOD.link)
  }

  const onPoster = () => {
    onClose()
    setPosterOpen(true)
    shared(SHARE_METHOD.poster)
  }

  const showCopied = (copied: boolean) =>
    Toast.show({ content: copied ? t('share.copied') : t('share.copyFailed'), icon: copied ? 'success' : 'fail' })

  return (
    <>
      <Popup
        visible={visible}
        onMaskClick={onClose}
        onClose={onClose}
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        <div data-testid="share-sheet">
          <h2 className={styles.title}>{t('share.title')}</h2>
          {failed ? (
            <div className={styles.failed} role="alert">
              <p>{failed.message || t('share.failed')}</p>
              <Button
                size="small"
                onClick={() => void Promise.all([linkInfo.refetch(), forwardInfo.refetch()])}
              >
                {t('common.retry')}
              </Button>
            </div>
          ) : (
            <div className={styles.methods}>
              <Method
                icon={<SendOutline />}
                label={t('share.forward')}
                testId="share-forward"
                disabled={!forwardInfo.data}
                onClick={() => forwardInfo.data && void onForward(forwardInfo.data)}
              />
              <Method icon={<PictureOutline />} label={t('share.poster')} testId="share-poster" onClick={onPoster} />
              <Method
                icon={<LinkOutline />}
                label={t('share.link')}
                testId="share-link"
                disabled={!linkInfo.data}
                onClick={() => linkInfo.data && void onLink(linkInfo.data)}
              />
            </div>
          )}
          <button type="button" className={styles.cancel} onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </Popup>
      <PosterPopup target={target} visible={posterOpen} onClose={() => setPosterOpen(false)} />
      {guideOpen && <WechatGuide onClose={() => setGuideOpen(false)} />}
    </>
  )
}

function Method(props: { icon: ReactNode; label: string; testId: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={styles.method}
      onClick={props.onClick}
      disabled={props.disabled}
      data-testid={props.testId}
    >
      <span className={styles.methodIcon} aria-hidden>
        {props.icon}
      </span>
      <span>{props.label}</span>
    </button>
  )
}

/** What the member is told after a save; a browser's own download shows itself. */
const SAVE_MESSAGES: Record<SaveOutcome, { key: string; icon: 'success' | 'fail' } | null> = {
  saved: { key: 'share.posterSaved', icon: 'success' },
  downloaded: null,
  'album-denied': { key: 'share.albumDenied', icon: 'fail' },
  failed: { key: 'share.posterSaveFailed', icon: 'fail' },
}

/** The poster (an image the server draws), to long-press or save. */
function PosterPopup({ target, visible, onClose }: SheetProps) {
  const { t } = useTranslation()
  const info = useShareInfo(target, SHARE_METHOD.poster, visible)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const platform: Platform = currentPlatform()
  const save = async (data: ShareInfo) => {
    setSaving(true)
    const outcome = await savePoster(platform, data)
    setSaving(false)
    const said = SAVE_MESSAGES[outcome]
    if (said) Toast.show({ content: t(said.key), icon: said.icon })
  }
  const retry = () => {
    setState('loading')
    setAttempt((value) => value + 1)
    if (info.isError) void info.refetch()
  }
  const failed = info.isError || state === 'failed'
  const src = info.data ? `${info.data.poster}${attempt ? `&attempt=${attempt}` : ''}` : null
  const close = () => {
    setState('loading') // the next opening shows its own loading and outcome
    onClose()
  }

  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} position="bottom" bodyClassName={styles.posterSheet} destroyOnClose>
      <div className={styles.posterFrame} data-testid="share-poster-sheet">
        {src && !failed && (
          <img
            key={src}
            className={state === 'ready' ? styles.poster : styles.posterHidden}
            src={src}
            alt={info.data ? [info.data.title, info.data.price].filter(Boolean).join(' ') : ''}
            width={750}
            height={1200}
            onLoad={() => setState('ready')}
            onError={() => setState('failed')}
            data-testid="share-poster-image"
          />
        )}
        {!failed && state === 'loading' && (
          <div className={styles.posterState}>
            <SpinLoading />
            <span>{t('share.posterLoading')}</span>
          </div>
        )}
        {failed && (
          <div className={styles.posterState} role="alert">
            <span>{info.error?.message || t('share.failed')}</span>
            <Button size="small" onClick={retry}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </div>
      <p className={styles.posterHint}>{t('share.posterHint')}</p>
      <div className={styles.posterActions}>
        <Button className={styles.posterButton} onClick={close}>
          {t('common.close')}
        </Button>
        {info.data && state === 'ready' && platform !== 'WechatOfficialAccount' && platform !== 'WechatMiniProgram' && (
          <Button
            className={styles.posterButton}
            color="primary"
            loading={saving}
            onClick={() => info.data && void save(info.data)}
            data-testid="share-poster-save"
          >
            {t('share.savePoster')}
          </Button>
        )}
      </div>
    </Popup>
  )
}

/** In WeChat a page cannot open the share itself: point at the menu that does. */
function WechatGuide({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <button type="button" className={styles.guide} onClick={onClose} data-testid="share-wechat-guide">
      <svg className={styles.guideArrow} viewBox="0 0 80 80" aria-hidden>
        <path d="M10 70 C 30 40, 45 25, 70 12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path d="M54 10 L70 12 L64 27" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{t('share.wechatGuide')}</span>
    </button>
  )
}
