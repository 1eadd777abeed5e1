// The interface catalogues: Chinese travels with the entry, English is fetched when it becomes the active language
// (i18n.ts). Each test is a fresh page load: the module evaluated again, with the English catalogue's module
// counted and held until the test lets it arrive.
import type { Locale } from '@yanxiu/contract/locale';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { STORAGE_KEYS } from '../config/storage-keys';

const ZH = { loading: '加载中…', fullName: '教师研修平台' };
const EN = { loading: 'Loading…', fullName: 'Teacher Development Platform' };

let englishLoads = 0;
let englishFails = 0;
let arrive: () => void = () => undefined;

/** A page load with `stored` as the chosen language: i18n.ts evaluated afresh, its English catalogue held until `arrive()`. */
async function pageLoad(stored: Locale) {
  vi.resetModules();
  englishLoads = 0;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock('./en-US', async (importOriginal) => {
    englishLoads += 1;
    await held;
    if (englishFails > 0) {
      englishFails -= 1;
      throw new TypeError('Failed to fetch dynamically imported module: /pc/assets/en-US-test.js');
    }
    return importOriginal();
  });
  localStorage.setItem(STORAGE_KEYS.locale, stored);
  const module = await import('./i18n');
  const failure = await import('./catalogue-failure');
  return { ...module, ...failure };
}

type Loaded = Awaited<ReturnType<typeof pageLoad>>;

function Texts({ loaded }: { loaded: Loaded }) {
  loaded.useCatalogueFailure();
  const { t } = useTranslation();
  return <p data-testid="text">{`${t('common.loading')} ${t('app.fullName')}`}</p>;
}

class Shown extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p data-testid="error">{this.state.error.name}</p> : this.props.children;
  }
}

function renderTexts(loaded: Loaded) {
  render(
    <I18nextProvider i18n={loaded.i18n}>
      <Shown>
        <Texts loaded={loaded} />
      </Shown>
    </I18nextProvider>,
  );
}

const shown = () => screen.getByTestId('text').textContent;

afterEach(() => {
  cleanup();
  arrive();
  englishFails = 0;
  localStorage.removeItem(STORAGE_KEYS.locale);
  vi.doUnmock('./en-US');
  vi.restoreAllMocks();
});

describe('the interface catalogues', () => {
  test('a Chinese page load never fetches English; choosing English fetches it once, and the page changes only when it is here', async () => {
    const loaded = await pageLoad('zh-CN');
    await loaded.startLocale();
    renderTexts(loaded);
    expect(shown()).toBe(`${ZH.loading} ${ZH.fullName}`);
    expect(englishLoads).toBe(0);
    expect(loaded.i18n.getResource('en-US', 'translation', 'app.fullName')).toBeUndefined();

    const choosing = loaded.changeLocale('en-US');
    await waitFor(() => expect(englishLoads).toBe(1));
    // While it downloads the page stays wholly Chinese: neither keys nor a mix of the two.
    expect(loaded.i18n.language).toBe('zh-CN');
    expect(shown()).toBe(`${ZH.loading} ${ZH.fullName}`);
    arrive();
    await act(() => choosing);
    expect(loaded.i18n.language).toBe('en-US');
    expect(shown()).toBe(`${EN.loading} ${EN.fullName}`);

    await act(() => loaded.changeLocale('zh-CN'));
    expect(shown()).toBe(`${ZH.loading} ${ZH.fullName}`);
    await act(() => loaded.changeLocale('en-US'));
    expect(shown()).toBe(`${EN.loading} ${EN.fullName}`);
    expect(englishLoads).toBe(1);
  });

  test('an English page load has its texts before start-up settles, also after a feature added its English texts', async () => {
    const loaded = await pageLoad('en-US');
    // A feature's chunk evaluated first (its <part>.register.ts): English must still be fetched.
    loaded.i18n.addResourceBundle('en-US', 'translation', { feature: { title: 'Feature' } }, true, true);
    void loaded.startLocale();
    let settled = false;
    void loaded.localeSettled().then(() => (settled = true));
    await waitFor(() => expect(englishLoads).toBe(1));
    expect(settled).toBe(false);
    arrive();
    await waitFor(() => expect(settled).toBe(true));
    renderTexts(loaded);
    expect(shown()).toBe(`${EN.loading} ${EN.fullName}`);
    expect(loaded.i18n.t('feature.title')).toBe('Feature');
  });

  test('a later choice wins over an earlier one still downloading', async () => {
    const loaded = await pageLoad('zh-CN');
    renderTexts(loaded);
    const english = loaded.switchLocale('en-US');
    await waitFor(() => expect(englishLoads).toBe(1));
    await act(() => loaded.switchLocale('zh-CN'));
    arrive();
    await act(() => english);
    expect(loaded.i18n.language).toBe('zh-CN');
    expect(shown()).toBe(`${ZH.loading} ${ZH.fullName}`);
  });

  // That the browser's failure reads as ChunkLoadError is e2e/tenants-and-language.test.ts's (a real failed fetch).
  test('English failing to load is shown in place of the page, the language unchanged; the next attempt fetches it again', async () => {
    englishFails = 1;
    // React reports the error its boundary caught; the test looks at what is shown instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = await pageLoad('zh-CN');
    renderTexts(loaded);
    const choosing = loaded.changeLocale('en-US');
    arrive();
    await expect(choosing).rejects.toThrow();
    expect(loaded.i18n.language).toBe('zh-CN');
    await screen.findByTestId('error');

    loaded.resetCatalogueFailure();
    cleanup();
    renderTexts(loaded);
    await act(() => loaded.changeLocale('en-US'));
    expect(englishLoads).toBe(2);
    expect(shown()).toBe(`${EN.loading} ${EN.fullName}`);
  });
});
