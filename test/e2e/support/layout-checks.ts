import type { Page } from 'playwright-core';

/**
 * Controls shorter than a fingertip's 44 px on a phone. Left out: the dashboard canvas (drawn to scale), buttons that
 * read as text in a sentence (a date, a folder name) and switches (drawn smaller, with a 44 px touch area around them).
 * A control whose box is smaller but whose touch area is an absolutely placed pseudo-element at least 44 px high (the
 * audit table's Details button, kept small so it paints over no row separator) counts by that area.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, select, input:not([type="checkbox"], [type="radio"], [type="hidden"])')]
      .filter((element) => !element.closest('[data-dashboard-canvas]') && !element.matches('.datetime, .link-button, .switch'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 0 || box.height >= 43.5) return false;
        const touchArea = ['::before', '::after'].some((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          return style.content !== 'none' && style.position === 'absolute' && Number.parseFloat(style.height) >= 43.5;
        });
        return !touchArea;
      })
      .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40)),
  );
}

/** How far the document reaches past the viewport's right edge (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
