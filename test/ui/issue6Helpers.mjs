// Steps for the issue-6 UI tests that helpers.mjs does not have yet.

/**
 * Runs a palette command that opens a quick pick or input box of its own and waits for that (whose title or
 * placeholder reads `title`): runCommand() in helpers.mjs waits for the quick input to close, which such a command never does.
 */
export async function startCommand(page, command, title) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget .quick-input-box input');
  await input.waitFor({ state: 'visible' });
  const label = command.replace(/(…|\.\.\.)$/, '');
  await input.fill(`>${label}`);
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(…|\\.\\.\\.)?$`);
  await page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: exact }) })
    .first()
    .click();
  await page.locator('.quick-input-widget .quick-input-title', { hasText: title })
    .or(page.locator(`.quick-input-widget .quick-input-box input[placeholder*="${title.replace(/"/g, '\\"')}"]`))
    .first()
    .waitFor();
}

/** Ticks or unticks the row of a multi-select quick pick whose label reads `label`. */
export async function toggleQuickPickItem(page, label) {
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`(^|\\s)${label}$`) }) })
    .first();
  const checked = await row.getAttribute('aria-checked');
  await row.locator('input.quick-input-list-checkbox').click();
  await row.and(page.locator(`[aria-checked="${checked === 'true' ? 'false' : 'true'}"]`)).waitFor();
}

/** Runs the item of the open context menu labelled `label` (the menu acts on keys and hover, not a bare click). */
export async function chooseMenuItem(page, label) {
  const item = page.locator('.context-view .monaco-menu .action-label', { hasText: new RegExp(`^${label}$`) });
  await item.hover();
  await item.locator('xpath=ancestor::li[contains(@class, "focused")]').waitFor();
  await page.keyboard.press('Enter');
  await item.waitFor({ state: 'detached' });
}

/** The header of a view in the sidebar ("Products", "Matchups", "Personas"). */
export function header(page, view) {
  return page.locator(`.part.sidebar .pane-header[aria-label^="${view} "]`);
}

/**
 * Whether the workbench has written a value containing every one of `needles` to the browser's IndexedDB,
 * where VS Code for the Web keeps global and workspace state (it writes with a delay).
 */
export function storedInBrowser(page, ...needles) {
  return page.evaluate(async (needles) => {
    const read = (name) => new Promise((resolve) => {
      const open = indexedDB.open(name);
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        const stores = [...db.objectStoreNames];
        if (!stores.length) return resolve([]);
        const values = [];
        const tx = db.transaction(stores, 'readonly');
        for (const store of stores) {
          const all = tx.objectStore(store).getAll();
          all.onsuccess = () => values.push(...all.result.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))));
        }
        tx.oncomplete = () => { db.close(); resolve(values); };
        tx.onerror = () => { db.close(); resolve(values); };
      };
    });
    for (const { name } of await indexedDB.databases()) {
      if ((await read(name)).some((value) => needles.every((needle) => value.includes(needle)))) return true;
    }
    return false;
  }, needles);
}
