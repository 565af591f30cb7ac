// The accessibility check of the browser suite: axe-core (npm axe-core) run in the page as it is
// on screen, with the WCAG 2.0/2.1 level A and AA rules (colour contrast among them).

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { appIdle, expect } from './support.mjs'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The rule sets checked: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Makes axe available in every document `page` loads (before the app's scripts, past the app's
 * Content-Security-Policy), and counts the requests in flight, so `settled` can wait for them.
 * Call it once, before the first goto.
 * @param {import('@playwright/test').Page} page
 */
export async function prepareAxe(page) {
  await page.addInitScript({ content: axeSource })
  page.inFlight = new Set()
  // How many times a request started or ended: a change since the page was last at rest means another round.
  page.requestEvents = 0
  page.on('request', (request) => {
    page.inFlight.add(request)
    page.requestEvents += 1
  })
  for (const event of ['requestfinished', 'requestfailed']) {
    page.on(event, (request) => {
      page.inFlight.delete(request)
      page.requestEvents += 1
    })
  }
}

/**
 * Waits until the screen is complete: no request in flight (its data and pictures have come), no
 * loading indicator, the page at rest (appIdle) with its transitions ended, and no request started
 * or ended meanwhile (an answer that came during the wait is drawn in another round).
 * @param {import('@playwright/test').Page} page
 */
export async function settled(page, { timeout = 15_000 } = {}) {
  await expect(async () => {
    await expect
      .poll(() => [...page.inFlight].map((request) => request.url()), { message: 'requests in flight', timeout, intervals: [50] })
      .toEqual([])
    const events = page.requestEvents
    await expect(page.locator('.adm-skeleton, .adm-dot-loading, .adm-spin-loading')).toHaveCount(0, { timeout })
    await appIdle(page, { timeout })
    expect(await transitionsDone(page), 'transitions ran: another round').toBe(0)
    expect(page.requestEvents, 'a request started or ended: another round').toBe(events)
  }).toPass({ timeout, intervals: [0] })
}

/**
 * Waits for the page's CSS transitions and finite animations to end (a button fading in from
 * disabled has its final colours only then); endless ones (a spinner) are not waited for. Answers
 * how many it waited for.
 * @param {import('@playwright/test').Page} page
 */
function transitionsDone(page) {
  return page.evaluate(async () => {
    const finite = globalThis.document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    return finite.length
  })
}

/**
 * Faults in a library's own markup that the app cannot reach, each with the reason; axe's findings
 * of `rule` on an element inside `inside` are left out (and named in the report that added them).
 */
export const LIBRARY_FAULTS = [
  {
    rule: 'aria-allowed-attr',
    inside: '.adm-stepper',
    why: "antd-mobile's Stepper hands its input's aria-valuenow/min/max to the input's wrapper div too",
  },
  {
    rule: 'label',
    inside: '.adm-stepper',
    why: "antd-mobile's Stepper gives its input (role spinbutton) no way to take a name",
  },
]

/**
 * Runs axe on the page as it is now; answers its violations, each
 * `{ rule, impact, help, nodes: [{ target, html, summary }] }`, less the LIBRARY_FAULTS.
 * @param {import('@playwright/test').Page} page
 */
export async function axeViolations(page) {
  return page.evaluate(
    async ({ tags, faults }) => {
      const results = await globalThis.axe.run(globalThis.document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        // A web-view's page is not ours (and has no axe in it).
        iframes: false,
      })
      const libraryFault = (rule, node) =>
        faults.some((fault) => fault.rule === rule && globalThis.document.querySelector(node.target.join(' '))?.closest(fault.inside))
      return results.violations
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes
            .filter((node) => !libraryFault(violation.id, node))
            .map((node) => ({
              target: node.target.join(' '),
              html: node.html.slice(0, 160),
              summary: node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '',
            })),
        }))
        .filter((violation) => violation.nodes.length > 0)
    },
    { tags: WCAG_TAGS, faults: LIBRARY_FAULTS },
  )
}

/** One finding per failing element: `{ screen, line: 'rule · target · what is wrong' }`. */
export function describeViolations(screen, violations) {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => ({ screen, line: `${violation.rule} · ${node.target} · ${node.summary || violation.help} · ${node.html}` })),
  )
}
