import { ActionSheet, Dialog } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18next-lite/react'
import { useNav } from '@/lib/navigation'
import { leaveForSteam } from '@/lib/steamLink'
import { fetchGameCode, type OwnedGame } from '../api'
import { openWays, wayType, withQueryParam, type OpenWay } from '../openGame'

type GuideWay = Extract<OpenWay, { kind: 'guide' }>

/**
 * Opening a game (spec §4): a browser game gets a game code and the app leaves for its link with
 * the code; a Steam game opens its store page in a new tab (the app stays), once this browser is
 * known to reach Steam (lib/steamLink); mini-program and app games show how to open them. A game with several ways asks which one first. `sheets` must be rendered by the page.
 */
export function useOpenGame(): {
  open: (game: OwnedGame) => void
  canOpen: (game: OwnedGame) => boolean
  opening: number | null
  sheets: ReactNode
} {
  const { t } = useTranslation()
  const nav = useNav()
  const [choosing, setChoosing] = useState<{ game: OwnedGame; ways: OpenWay[] } | null>(null)
  const [guide, setGuide] = useState<{ name: string; way: GuideWay } | null>(null)
  const [opening, setOpening] = useState<number | null>(null)

  const run = async (game: OwnedGame, way: OpenWay) => {
    if (way.kind === 'steam') return leaveForSteam(way.url, 'newTab')
    if (way.kind === 'guide') return setGuide({ name: game.name, way })
    if (opening !== null) return
    setOpening(game.spuId)
    try {
      const { code } = await fetchGameCode(game.spuId)
      const url = withQueryParam(way.link, 'code', code)
      if (url) nav.open(url)
    } catch {
      // The request layer has shown the server's message (not owned, not a browser game …).
    } finally {
      setOpening(null)
    }
  }

  const open = (game: OwnedGame) => {
    const ways = openWays(game.gameTypeRespVOS)
    if (ways.length === 1 && ways[0]) void run(game, ways[0])
    else if (ways.length > 1) setChoosing({ game, ways })
  }

  const guideLink = guide?.way.link
  const sheets = (
    <>
      <ActionSheet
        visible={choosing !== null}
        extra={t('myGames.chooseWay')}
        cancelText={t('common.cancel')}
        onClose={() => setChoosing(null)}
        actions={(choosing?.ways ?? []).map((way) => ({
          key: way.kind === 'guide' ? `guide-${way.gameType}` : way.kind,
          text: t(`myGames.way.${wayType(way)}`),
          onClick: () => {
            const game = choosing?.game
            setChoosing(null)
            if (game) void run(game, way)
          },
        }))}
      />
      <Dialog
        visible={guide !== null}
        title={guide ? t(`myGames.guideTitle.${guide.way.gameType}`) : ''}
        content={guide ? t(`myGames.guide.${guide.way.gameType}`, { name: guide.name }) : ''}
        closeOnMaskClick
        onClose={() => setGuide(null)}
        actions={[
          ...(guide && guideLink
            ? [
                {
                  key: 'link',
                  text: t(`myGames.guideLink.${guide.way.gameType}`),
                  onClick: () => {
                    setGuide(null)
                    nav.open(guideLink)
                  },
                },
              ]
            : []),
          { key: 'ok', text: t('myGames.gotIt'), bold: true, onClick: () => setGuide(null) },
        ]}
      />
    </>
  )

  return { open, canOpen: (game) => openWays(game.gameTypeRespVOS).length > 0, opening, sheets }
}
