import { Button, Dialog, Rate, Selector, Skeleton, Swiper, Toast } from 'antd-mobile'
import { ClockCircleOutline, GiftOutline, HeartFill, HeartOutline, RightOutline, ShopbagOutline } from 'antd-mobile-icons'
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { TFunction } from '@/lib/i18next-lite'
import { useTranslation } from '@/lib/i18next-lite/react'
import { Picture } from '@/components/Picture'
import { useSearchParams } from '@/lib/router'
import { PageGone } from '@/components/PageGone'
import { PageError } from '@/components/PageState'
import { checkoutQuery, useAddToCart, useCartSize } from '@/features/trade/cart'
import { ErrorCode } from '@/client/errorCodes'
import { ApiError } from '@/lib/http'
import { usePendingIntent } from '@/lib/loginIntent'
import { formatPrice } from '@/lib/money'
import { useNav } from '@/lib/navigation'
import { useGameOwned } from '@/features/library/ownedGames'
import { routeTo, type PageProps } from '@/lib/paths'
import { formatCountdown, formatDate, formatDateMinute, type TimeLang } from '@/lib/time'
import type { PriceUnit } from '@/stores/sys'
import { useComments, useSpuDetail, type Sku, type SpuDetail } from '@/features/catalogue/api'
import { OwnedBadge } from '@/features/library/components/OwnedBadge'
import { SteamOwnedMark } from '@/features/library/components/SteamOwnedMark'
import { ownsVersionOnSteam, useSteamLibrary } from '@/features/library/steamLibrary'
import { useLoginGate } from '@/lib/loginGate'
import { Price } from '@/components/Price'
import { ShareButton } from '@/features/growth/components/ShareButton'
import { discountEnd, priceView } from '@/lib/prices'
import { ReviewItem } from '@/features/catalogue/components/ReviewItem'
import { FollowButton } from '@/features/catalogue/components/TeamRow'
import { useNow } from '@/lib/useNow'
import { useBrand, useFavoriteExists, useToggleFavorite } from '@/features/catalogue/memberApi'
import { TeamLogo } from '@/features/catalogue/components/TeamLogo'
import { useBuyingOffHere } from '@/features/system/appInfo'
import { copyText } from '@/lib/clipboard'
import { RegionNote } from '@/features/catalogue/components/RegionNote'
import { buyable, isPreorder } from '@/features/catalogue/preorder'
import { useUserInfo } from '@/features/identity/userInfo'
import { SaleFacts } from '@/features/catalogue/components/SaleFacts'
import { PriceAlertRow } from '@/features/notification/components/PriceAlertEntry'
import { reloadPriceAlerts } from '@/features/notification/priceAlerts'
import { GameStarDeal } from './StarDeals'
import styles from './GameDetailPage.module.css'

// The chart and its library load only when a shopper asks for it (never on the first screen).
const PriceHistoryChart = lazy(() => import('@/features/catalogue/components/PriceHistoryChart'))

const LATEST_REVIEWS = 3
/** Spec §3: game platform type codes with a name each. */
const GAME_TYPES = [0, 1, 2, 3] as const

export default function GameDetailPage({ query }: PageProps<'gameDetail'>) {
  const { t } = useTranslation()
  const nav = useNav()
  const id = Number(query.id)
  const valid = Number.isInteger(id) && id > 0
  const detail = useSpuDetail(valid ? id : 0)

  if (!valid) return <NotFound />
  if (detail.isPending) return <DetailSkeleton />
  if (detail.isError) {
    const code = detail.error instanceof ApiError ? detail.error.code : 0
    if (code === ErrorCode.PRODUCT_SPU_NOT_FOUND) return <NotFound />
    if (code === ErrorCode.PRODUCT_SPU_OFF_SHELF) {
      return (
        <PageGone
          testId="game-offline"
          status="default"
          fill="solid"
          title={t('detail.offShelf')}
          action={t('detail.backHome')}
          onAction={() => nav.go('home')}
        />
      )
    }
    return <PageError title={t('detail.loadFailed')} message={detail.error.message} onRetry={() => void detail.refetch()} />
  }
  return <Detail game={detail.data} skuQuery={query.skuId} onDiscountEnd={() => void detail.refetch()} />
}

function NotFound() {
  const { t } = useTranslation()
  const nav = useNav()
  return (
    <PageGone
      testId="game-not-found"
      title={t('detail.notFound')}
      action={t('detail.backHome')}
      onAction={() => nav.go('home')}
    />
  )
}

function DetailSkeleton() {
  return (
    <div data-testid="detail-loading">
      <Skeleton animated className={styles.gallerySkeleton} />
      <div className={styles.section}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    </div>
  )
}

/**
 * The version picked: the one in the URL (even sold out: the member sees that it is, rather than
 * another version's price), else the one the game's card is priced at (`shown`, the cheapest after
 * events: a shared or typed link opens at the card's price), else the first in stock, else the first.
 */
export function pickSku(skus: readonly Sku[], wanted: string | undefined, shown?: number | null): Sku | undefined {
  const now = Date.now()
  const fromUrl = skus.find((sku) => String(sku.id) === wanted)
  const carded = skus.find((sku) => sku.id === shown && buyable(sku, now))
  return fromUrl ?? carded ?? skus.find((sku) => buyable(sku, now)) ?? skus[0]
}

function Detail({ game, skuQuery, onDiscountEnd }: { game: SpuDetail; skuQuery?: string; onDiscountEnd: () => void }) {
  const { t, i18n } = useTranslation()
  const [, setSearchParams] = useSearchParams()
  const sku = pickSku(game.skus, skuQuery, game.skuId)
  const discountEndAt = discountEnd(game, sku)
  const lang = i18n.language as TimeLang
  const country = useUserInfo().data?.activationCountry
  const now = useNow()

  const choose = (skuId: number) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('skuId', String(skuId))
        return next
      },
      { replace: true },
    )
  }

  const paragraphs = useMemo(
    () =>
      game.description
        .split(/\n\s*\n/)
        .map((part) => part.trim())
        .filter(Boolean),
    [game.description],
  )
  const types = game.gameTypeRespVOS.filter((item) => (GAME_TYPES as readonly number[]).includes(item.gameType))

  return (
    <div className={styles.page} data-testid="game-detail">
      <Gallery cover={game.picUrl} pictures={game.sliderPicUrls} name={game.name} />

      <section className={styles.head}>
        <div className={styles.nameRow}>
          <h1 className={styles.name}>{game.name}</h1>
          <ShareButton page="gameDetail" id={game.id} skuId={skuQuery ? sku?.id : undefined} className={styles.share} />
        </div>
        <OwnedBadge spuId={game.id} />
        <SteamOwnedMark spuId={game.id} />
        {game.introduction && <p className={styles.intro}>{game.introduction}</p>}
        <div className={styles.priceRow}>
          <Price item={sku ?? game} size="large" />
        </div>
        <SaleFacts item={sku ?? game} />
        <GamePriceAlert game={game} />
        {discountEndAt !== null && <DiscountCountdown key={discountEndAt} end={discountEndAt} onEnd={onDiscountEnd} />}
        {game.tags.length > 0 && (
          <div className={styles.tags}>
            {game.tags.map((tag) => (
              <span key={tag} className={styles.tag}>
                {tag}
              </span>
            ))}
          </div>
        )}
      </section>

      <GameStarDeal spuId={game.id} />

      {game.skus.length > 0 && (
        <section className={styles.section} aria-labelledby="versions-title">
          <h2 className={styles.sectionTitle} id="versions-title">
            {t('detail.versions')}
          </h2>
          <Selector
            className={styles.versions}
            value={sku ? [sku.id] : []}
            onChange={(value) => {
              const picked = value[0]
              if (picked !== undefined) choose(picked)
            }}
            options={game.skus.map((item) => ({
              value: item.id,
              disabled: !buyable(item, now),
              label: (
                <span className={styles.version}>
                  <span className={styles.versionName}>{item.name}</span>
                  <span className={styles.versionPrice}>
                    {buyable(item, now) ? <VersionPrice sku={item} /> : t('detail.outOfStock')}
                  </span>
                </span>
              ),
            }))}
          />
          {sku && sku.releaseTime != null && isPreorder(sku, now) ? (
            <PreorderNote release={sku.releaseTime} />
          ) : (
            sku && (
              <div className={sku.stock > 0 ? styles.stock : styles.noStock} data-testid="sku-stock">
                {sku.stock > 0 ? t('detail.stock', { count: sku.stock }) : t('detail.outOfStock')}
              </div>
            )
          )}
          {sku && <RegionNote regions={sku.regions} country={country} />}
          {sku && sku.bonusItems.length > 0 && (
            <div className={styles.bonus} data-testid="sku-bonus">
              <GiftOutline className={styles.bonusIcon} aria-hidden />
              <span>{t('detail.bonusItems', { items: sku.bonusItems.map((item) => item.name).join(t('detail.listSeparator')) })}</span>
            </div>
          )}
        </section>
      )}

      <PriceHistory spuId={game.id} skuId={sku?.id} />

      <section className={styles.stats}>
        <Stat label={t('detail.sales')} value={game.salesCount} />
        <Stat label={t('detail.favorites')} value={<FavoriteCount game={game} />} />
        <Stat label={t('detail.followers')} value={<FollowerCount game={game} />} />
      </section>

      <section className={styles.section}>
        <dl className={styles.facts}>
          {game.version && <Fact label={t('detail.gameVersion')} value={game.version} />}
          {game.size && <Fact label={t('detail.size')} value={game.size} />}
          <Fact label={t('detail.releaseDate')} value={formatDate(game.releaseTime, lang)} />
          {types.length > 0 && (
            <Fact
              label={t('detail.platform')}
              value={types.map((item) => t(`detail.gameType.${item.gameType}`)).join(' · ')}
            />
          )}
          {game.categoryName && <Fact label={t('detail.category')} value={game.categoryName} />}
        </dl>
      </section>

      <Ratings game={game} />

      {paragraphs.length > 0 && (
        <section className={styles.section} aria-labelledby="about-title">
          <h2 className={styles.sectionTitle} id="about-title">
            {t('detail.description')}
          </h2>
          <div className={styles.description}>
            {paragraphs.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        </section>
      )}

      {game.brandId > 0 && <TeamCard game={game} />}

      <ActionBar game={game} sku={sku} />
    </div>
  )
}

/** "Price history": the chart of what the chosen version cost, loaded on a tap. */
function PriceHistory({ spuId, skuId }: { spuId: number; skuId: number | undefined }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <section className={styles.section} aria-labelledby="price-history-title">
      <button
        type="button"
        className={styles.historyToggle}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="price-history-toggle"
      >
        <span className={styles.sectionTitle} id="price-history-title">
          {t('prices.history')}
        </span>
        <RightOutline className={open ? styles.historyOpen : styles.historyClosed} aria-hidden />
      </button>
      {open && (
        <Suspense fallback={<Skeleton.Paragraph lineCount={4} animated />}>
          <PriceHistoryChart spuId={spuId} skuId={skuId} />
        </Suspense>
      )}
    </section>
  )
}

/** The gallery spans the page (at most 960 px); the cover's blurred backdrop reuses the same picture. */
const GALLERY_SIZES = '(min-width: 960px) 960px, 100vw'

function Gallery({ cover, pictures, name }: { cover: string; pictures: string[]; name: string }) {
  const { t } = useTranslation()
  const images = [...new Set([cover, ...pictures].filter(Boolean))]
  if (images.length === 0) return <div className={styles.gallery} />
  return (
    <Swiper className={styles.gallery} loop={images.length > 1} indicator={images.length > 1 ? undefined : () => null}>
      {images.map((url, index) => (
        <Swiper.Item key={url}>
          <div className={index === 0 ? styles.coverSlide : styles.slide}>
            {index === 0 && (
              <Picture className={styles.backdrop} src={url} aria-hidden="true" width={375} height={211} sizes={GALLERY_SIZES} priority />
            )}
            <Picture
              className={styles.slideImage}
              src={url}
              alt={t('detail.screenshot', { name, index: index + 1 })}
              width={375}
              height={211}
              sizes={GALLERY_SIZES}
              priority={index === 0}
              draggable={false}
            />
          </div>
        </Swiper.Item>
      ))}
    </Swiper>
  )
}

/** A version's price to pay in the version picker, with its reference price struck through. */
function VersionPrice({ sku }: { sku: Sku }) {
  const { i18n } = useTranslation()
  const unit = sku.priceUnit as PriceUnit
  const view = priceView(sku)
  return (
    <>
      <span data-testid="version-price">{formatPrice(view.pay, unit, i18n.language)}</span>
      {view.was !== null && (
        <s className={styles.versionWas} data-testid="version-was">
          {formatPrice(view.was, unit, i18n.language)}
        </s>
      )}
    </>
  )
}

/** "Discount ends in …", ticking each second while the end is in the future; reloads the game at the end. */
/** A pre-order's version: when its keys come, counting down to it (the page shows it released after). */
function PreorderNote({ release }: { release: number }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as TimeLang
  const left = release - useNow(1000, release)
  return (
    <div className={styles.preorder} data-testid="sku-preorder">
      <strong>{t('detail.preorderDelivered', { date: formatDateMinute(release, lang) })}</strong>
      {left > 0 && (
        <span className={styles.countdown}>
          <ClockCircleOutline />
          <span>{t('detail.preorderReleasesIn')}</span>
          <strong className={styles.countdownTime}>{formatCountdown(left, lang)}</strong>
        </span>
      )}
      <span className={styles.preorderHint}>{t('detail.preorderHint')}</span>
    </div>
  )
}

function DiscountCountdown({ end, onEnd }: { end: number; onEnd: () => void }) {
  const { t, i18n } = useTranslation()
  const now = useNow(1000, end)
  const left = end - now
  const running = left > 0
  const [wasRunning] = useState(running)
  const ended = useRef(false)
  useEffect(() => {
    if (wasRunning && !running && !ended.current) {
      ended.current = true
      onEnd()
    }
  }, [wasRunning, running, onEnd])
  if (!running) return null
  return (
    <div className={styles.discountEnd}>
      <div className={styles.countdown} data-testid="discount-countdown">
        <ClockCircleOutline />
        <span>{t('detail.discountEnds')}</span>
        <strong className={styles.countdownTime}>{formatCountdown(left, i18n.language as TimeLang)}</strong>
      </div>
      <span className={styles.endDate} data-testid="discount-end-date">
        {t('detail.discountEndDate', { date: formatDate(end, i18n.language as TimeLang) })}
      </span>
    </div>
  )
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.stat}>
      <strong className={styles.statValue}>{value}</strong>
      <span className={styles.statLabel}>{label}</span>
    </div>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** The server's count, moved by one when the member's heart differs from the state it was counted in. */
/** The price alert on the game; saving one favorites the game first (alerts are for favorites). */
function GamePriceAlert({ game }: { game: SpuDetail }) {
  const exists = useFavoriteExists(game.id)
  const toggle = useToggleFavorite(game.id)
  const favorite = exists.data ?? game.favorite
  return <PriceAlertRow spuId={game.id} favorite={favorite} addFavorite={() => toggle.mutateAsync(true).then(() => undefined)} />
}

function FavoriteCount({ game }: { game: SpuDetail }) {
  const favorite = useFavoriteExists(game.id)
  const now = favorite.data ?? game.favorite
  const shift = now === game.favorite ? 0 : now ? 1 : -1
  return <>{Math.max(0, game.favoriteCount + shift)}</>
}

function FollowerCount({ game }: { game: SpuDetail }) {
  const brand = useBrand(game.brandId)
  return <>{brand.data?.followerCount ?? game.followerCount}</>
}

function Ratings({ game }: { game: SpuDetail }) {
  const { t } = useTranslation()
  const nav = useNav()
  const now = useNow()
  const comments = useComments(game.id, 'all', LATEST_REVIEWS)
  const { rating } = game
  const latest = comments.data?.pages[0]?.list.slice(0, LATEST_REVIEWS) ?? []
  const seeAll = () => nav.go('reviews', { spuId: game.id })
  return (
    <section className={styles.section} aria-labelledby="ratings-title">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id="ratings-title">
          {t('detail.ratings')}
        </h2>
        {rating.total > 0 && (
          <button type="button" className={styles.more} onClick={seeAll} data-testid="see-all-reviews">
            {t('detail.seeAll', { count: rating.total })}
            <RightOutline />
          </button>
        )}
      </div>
      {rating.total === 0 ? (
        <p className={styles.hint}>{t('detail.noReviews')}</p>
      ) : (
        <div className={styles.rating} data-testid="rating-summary">
          <div className={styles.average}>
            <strong>{rating.average.toFixed(1)}</strong>
            <Rate readOnly allowHalf value={Math.round(rating.average * 2) / 2} className={styles.stars} />
          </div>
          <ul className={styles.breakdown}>
            <li>
              <span className={styles.dotPositive} />
              {t('reviews.positive')}
              <strong>{rating.positive}</strong>
            </li>
            <li>
              <span className={styles.dotNeutral} />
              {t('reviews.neutral')}
              <strong>{rating.neutral}</strong>
            </li>
            <li>
              <span className={styles.dotNegative} />
              {t('reviews.negative')}
              <strong>{rating.negative}</strong>
            </li>
          </ul>
        </div>
      )}
      {comments.isPending && rating.total > 0 && <Skeleton.Paragraph lineCount={3} animated />}
      {latest.map((comment) => (
        <ReviewItem key={comment.id} comment={comment} now={now} />
      ))}
    </section>
  )
}

function TeamCard({ game }: { game: SpuDetail }) {
  const { t } = useTranslation()
  const nav = useNav()
  const brand = useBrand(game.brandId)
  const followers = brand.data?.followerCount ?? game.followerCount
  const open = () => nav.go('gameListBase', { brandId: game.brandId })
  return (
    <section className={styles.section} aria-labelledby="team-title">
      <h2 className={styles.sectionTitle} id="team-title">
        {t('detail.team')}
      </h2>
      <div className={styles.team} data-testid="team-card">
        <button type="button" className={styles.teamMain} onClick={open}>
          <TeamLogo logo={game.brandLogo} name={game.brandName} size={44} />
          <span className={styles.teamText}>
            <span className={styles.teamName}>{brand.data?.name ?? game.brandName}</span>
            <span className={styles.teamFollowers}>{t('teams.followers', { count: followers })}</span>
          </span>
        </button>
        <FollowButton brandId={game.brandId} followed={brand.data?.followed ?? false} disabled={brand.isPending} />
      </div>
    </section>
  )
}

function ActionBar({ game, sku }: { game: SpuDetail; sku: Sku | undefined }) {
  const { t } = useTranslation()
  const nav = useNav()
  const gate = useLoginGate()
  const exists = useFavoriteExists(game.id)
  const toggle = useToggleFavorite(game.id)
  const favorite = exists.data ?? game.favorite
  const cartSize = useCartSize()
  const [adding, setAdding] = useState(false)
  const addToCart = useAddToCart()
  const owned = useGameOwned(game.id)
  const steamLibrary = useSteamLibrary()
  const now = useNow()
  const inStock = game.skus.some((item) => buyable(item, now))
  const preorder = sku !== undefined && isPreorder(sku, now)
  const buyingOff = useBuyingOffHere()

  const setFavorite = (next: boolean) => {
    if (toggle.isPending) return
    toggle.mutate(next, {
      onSuccess: () => {
        // Unfavoriting takes the game's price alert with it.
        if (!next) void reloadPriceAlerts()
        Toast.show({ content: next ? t('detail.favoriteAdded') : t('detail.favoriteRemoved'), duration: 1500 })
      },
    })
  }

  /** A version in stock is chosen, and a member who owns the game agreed to buy another key. */
  const readyToBuy = async (): Promise<Sku | null> => {
    if (!sku || !buyable(sku, Date.now())) {
      Toast.show(t('detail.selectVersion'))
      return null
    }
    if (owned.data === true && !(await confirmGift(t, game.name))) return null
    if (owned.data !== true && ownsVersionOnSteam(steamLibrary.data, sku.id) && !(await confirmSteamGift(t))) return null
    return sku
  }

  const add = async (skuId: number, count: number) => {
    if (adding) return
    setAdding(true)
    try {
      await addToCart.mutateAsync({ skuId, count })
      Toast.show({ content: t('detail.addedToCart'), duration: 1500 })
    } catch {
      // the request layer has shown the server's message
    } finally {
      setAdding(false)
    }
  }

  // What a visitor asked for before logging in, done now that they are a member (once what it depends on is known).
  usePendingIntent(
    (intent) =>
      (intent.kind === 'favorite' && intent.spuId === game.id) ||
      (intent.kind === 'addToCart' && game.skus.some((item) => item.id === intent.skuId)),
    (intent) => {
      if (intent.kind === 'favorite' && !favorite) setFavorite(true)
      if (intent.kind !== 'addToCart') return
      void (async () => {
        if (owned.data === true && !(await confirmGift(t, game.name))) return
        await add(intent.skuId, intent.count)
      })()
    },
    !owned.isPending && !exists.isPending,
  )

  const onFavorite = () => gate(() => setFavorite(!favorite), { intent: { kind: 'favorite', spuId: game.id } })

  const onAdd = () => {
    if (!sku || sku.stock <= 0) return void Toast.show(t('detail.selectVersion'))
    gate(
      () => {
        void readyToBuy().then((chosen) => chosen && add(chosen.id, 1))
      },
      { intent: { kind: 'addToCart', skuId: sku.id, count: 1 } },
    )
  }

  const onBuy = () => {
    if (!sku || !buyable(sku, Date.now())) return void Toast.show(t('detail.selectVersion'))
    const confirmOrder = checkoutQuery([{ skuId: sku.id, count: 1 }])
    gate(
      () => {
        void readyToBuy().then((chosen) => chosen && nav.go('confirmOrder', confirmOrder))
      },
      { page: routeTo('confirmOrder', confirmOrder) },
    )
  }

  return (
    <div className={styles.actionBar} data-testid="detail-action-bar">
      {owned.data === true && (
        <p className={styles.ownedNote} data-testid="owned-note">
          {t('detail.ownedNote')}
        </p>
      )}
      {buyingOff && (
        <p className={styles.iosNote} data-testid="ios-buy-note">
          <strong>{t('detail.iosNoteTitle')}</strong> {t('detail.iosNote')}
        </p>
      )}
      <div className={styles.actionRow}>
        <button
          type="button"
          className={favorite ? styles.favoriteOn : styles.favorite}
          onClick={onFavorite}
          aria-pressed={favorite}
          data-testid="favorite-toggle"
        >
          {favorite ? <HeartFill fontSize={22} /> : <HeartOutline fontSize={22} />}
          <span>{favorite ? t('detail.favorited') : t('detail.favorite')}</span>
        </button>
        <button
          type="button"
          className={styles.favorite}
          onClick={() => nav.go('cart')}
          aria-label={cartSize > 0 ? t('detail.cartItems', { count: cartSize }) : t('detail.cart')}
          data-testid="cart-icon"
        >
          {/* The label first, as the button's name says it ("Cart, 2 items"); drawn under the icon. */}
          <span>{t('detail.cart')}</span>{' '}
          <span className={styles.cartIcon}>
            <ShopbagOutline fontSize={22} />
            {cartSize > 0 && (
              <span className={styles.cartBadge} data-testid="cart-badge">
                {cartSize > 99 ? '99+' : cartSize}
              </span>
            )}
          </span>
        </button>
        {buyingOff ? (
          <div className={styles.buy}>
            <Button className={styles.buyNow} color="primary" onClick={() => void copyBuyLink(t)} data-testid="copy-buy-link">
              {t('detail.copyLink')}
            </Button>
          </div>
        ) : (
          <div className={styles.buy}>
            {/* A pre-order is bought on its own: not through the cart. */}
            {!preorder && (
              <Button
                className={styles.addToCart}
                disabled={!inStock}
                loading={adding}
                onClick={onAdd}
                data-testid="add-to-cart"
              >
                <BuyLabel text={t('detail.addToCart')} soldOut={!inStock} />
              </Button>
            )}
            <Button className={styles.buyNow} color="primary" disabled={!inStock} onClick={onBuy} data-testid="buy-now">
              <BuyLabel text={t(preorder ? 'detail.preorderNow' : 'detail.buyNow')} soldOut={!inStock} />
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}

/** In the iOS app shell while it sells nothing: this page's link, to open in a browser and buy there. */
async function copyBuyLink(t: TFunction): Promise<void> {
  const copied = await copyText(window.location.href)
  Toast.show(copied ? { content: t('pay.linkCopied'), icon: 'success' } : { content: t('pay.linkCopyFailed'), icon: 'fail' })
}

/** A member who owns the game is asked before buying another key (it can only be a gift). */
function confirmGift(t: TFunction, name: string): Promise<boolean> {
  return Dialog.confirm({
    title: t('detail.ownedConfirmTitle', { name }),
    content: t('detail.ownedConfirm'),
    confirmText: t('detail.ownedBuyGift'),
    cancelText: t('login.notNow'),
  })
}

/** A member whose Steam account owns the version is asked before buying it (it can only be a gift). */
function confirmSteamGift(t: TFunction): Promise<boolean> {
  return Dialog.confirm({
    title: t('detail.steamOwnedConfirmTitle'),
    content: t('detail.steamOwnedConfirm'),
    confirmText: t('detail.ownedBuyGift'),
    cancelText: t('login.notNow'),
  })
}

/** A buy button's text; with nothing in stock it says so under the action. */
function BuyLabel({ text, soldOut }: { text: string; soldOut: boolean }) {
  const { t } = useTranslation()
  if (!soldOut) return <>{text}</>
  return (
    <span className={styles.buyLabel}>
      <span>{text}</span>
      <small>{t('detail.outOfStock')}</small>
    </span>
  )
}
