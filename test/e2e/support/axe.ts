import axe, { type AxeResults, type ElementContext, type PartialResult } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

/** Only violations are read: the other result types then carry no node details, which saves most of the work. */
const OPTIONS: axe.RunOptions = { resultTypes: ['violations'] };

/**
 * Runs axe on a page and every frame in it.
 *
 * Written here rather than with @axe-core/playwright's AxeBuilder, which injects axe's half megabyte of script again
 * on every call and always joins per-frame results in a new blank tab: about 2.5 s a call on the workbooks page, where
 * this takes about a quarter second once axe is in the page (and a second the first time), on a suite that runs axe a
 * few hundred times on two cores. axe stays in a document once injected, so the look at a page's other theme only
 * runs the rules.
 */
export async function analyzePage(page: Page): Promise<AxeResults> {
  const main = page.mainFrame();
  // What a person sees is the page at rest: a theme switch fades colours in over a few hundred ms, and axe run in the
  // middle of it measures the contrast of colours half-way (dark text on a light card, say).
  await main.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await injectAxe(main);
  if (page.frames().length === 1) return main.evaluate((options) => window.axe.run(document, options), OPTIONS);
  // The sandboxed reports and apps are other origins: each frame is analysed where it is (`axe.runPartial`) and the
  // parts joined (`axe.finishRun`), as axe documents for frames. Joined in the page itself: the console sets no
  // globals axe reads, and a new tab would cost a renderer. The page's own part stays in the page: it holds every
  // node's checks (about 2 MB on the clone review), and a round trip through Playwright cost more than the rules.
  await main.evaluate((options) => {
    window.axePagePart = undefined;
    return window.axe.runPartial({ exclude: [] }, options).then((part) => {
      window.axePagePart = part;
    });
  }, OPTIONS);
  const frameParts = await analyzeFramesIn(main, { exclude: [] });
  return main.evaluate(
    ({ parts, options }) => {
      const pagePart = window.axePagePart;
      window.axePagePart = undefined;
      if (!pagePart) throw new Error('axe: the page’s own part is gone (did the page navigate?)');
      return window.axe.finishRun([pagePart, ...parts], options);
    },
    { parts: frameParts, options: OPTIONS },
  );
}

declare global {
  interface Window {
    axe: typeof axe;
    /** The top frame's `runPartial` result, kept in the page until `finishRun` (see analyzePage). */
    axePagePart?: PartialResult;
  }
}

/** The frame's own part, then its frames' parts depth first (null for a frame that could not be analysed). */
async function analyzeFrame(frame: Frame, context: ElementContext): Promise<(PartialResult | null)[]> {
  await injectAxe(frame);
  // As a plain object: Playwright's argument types recurse too deep on axe's context type.
  const arg = context as object;
  const own = await frame.evaluate(({ ctx, options }) => window.axe.runPartial(ctx as ElementContext, options), {
    ctx: arg,
    options: OPTIONS,
  });
  return [own, ...(await analyzeFramesIn(frame, context))];
}

/** The parts of the frames inside `frame` (axe already in it), depth first, in the order `finishRun` expects. */
async function analyzeFramesIn(frame: Frame, context: ElementContext): Promise<(PartialResult | null)[]> {
  const arg = context as object;
  const frameContexts = await frame.evaluate((ctx) => window.axe.utils.getFrameContexts(ctx as ElementContext), arg);
  const parts: (PartialResult | null)[] = [];
  for (const { frameSelector, frameContext } of frameContexts) {
    parts.push(...(await analyzeChild(frame, frameSelector, frameContext)));
  }
  return parts;
}

async function analyzeChild(
  parent: Frame,
  frameSelector: axe.CrossTreeSelector,
  frameContext: ElementContext,
): Promise<(PartialResult | null)[]> {
  try {
    const element = (
      await parent.evaluateHandle((selector) => window.axe.utils.shadowSelect(selector), frameSelector)
    ).asElement();
    const child = await element?.contentFrame();
    // A lazy frame out of view (the dashboards' reports further down a phone's page) has no document yet: nothing to
    // analyse, and Playwright would wait for one without end.
    if (!child || child.url() === '') return [null];
    return await analyzeFrame(child, frameContext);
  } catch {
    // A frame that navigated or closed meanwhile: finishRun reports it as not tested ('frame-tested').
    return [null];
  }
}

async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof window.axe?.runPartial === 'function')) return;
  await frame.evaluate(axe.source);
}
