import { pinyin } from 'pinyin-pro';

/** Whose password it is: the words of their own that a password must not be built on. */
export type PasswordOwner = {
  username: string;
  name: string;
  phone: string | null;
  /**
   * The names of the places the owner belongs to, as stored: the tenant's slug, appId, names and district code, and
   * the names of their unit and the units above it (`passwordPlacesOf`). Absent: only the platform's own name.
   */
  places?: readonly string[];
};

/** The words a password is checked against, lower-cased: the owner's own and their places'. */
export type ContextWords = {
  /** Words a password must not contain at all (the owner's username, name and phone, as before pinyin). */
  forbidden: string[];
  /** The owner's words for the estimator, with the pinyin of their name in the ways people type it. */
  personal: string[];
  /** The places' and the platform's words for the estimator, with the pinyin of the Chinese names. */
  organisation: string[];
};

// Context-specific words (NIST SP 800-63B): the platform's own name, in pinyin and in Chinese.
const SERVICE_WORDS = ['yanxiu', '研修'];

// What district, platform and school names end with; the name without it is what people type ("Dongcheng1" for
// 东城区). Longest first, so 教师研修平台 goes before 平台.
const PLACE_SUFFIXES = [
  '教师研修平台',
  '研修平台',
  '教育委员会',
  '教育局',
  '教委',
  '平台',
  '附属中学',
  '中学',
  '小学',
  '学校',
  '幼儿园',
  '区',
  '县',
  '市',
  '省',
  '镇',
  '乡',
];
// A unit's name often starts with the city or district it is in (北京市东城区第一中学): the rest is a word too.
const PLACE_PREFIX = /^(?:.+?[省市区县])+/u;

const HAN = /\p{Script=Han}/u;
const PINYIN_OPTIONS = { toneType: 'none', type: 'array', nonZh: 'removed', v: true } as const;

/**
 * The owner's words: the username (3+ characters), the name (2+, since Chinese names are short) and the phone number
 * may not appear at all (shorter ones would refuse passwords that merely share a syllable); the estimator also gets
 * the name's pinyin, spaced and run together, its initials, given name first, and the given name alone ("li qiang",
 * "liqiang", "lq", "qiangli", "qiang" for 李强), so any of them with a digit or two is refused.
 */
export function contextWords({ username, name, phone, places = [] }: PasswordOwner): ContextWords {
  const trimmed = name.trim();
  const forbidden = [username.length >= 3 ? username : '', trimmed.length >= 2 ? trimmed : '', phone && phone.length >= 7 ? phone : ''];
  const personal = [...forbidden, ...personNamePinyin(trimmed)];
  const organisation = [...SERVICE_WORDS, ...places.flatMap(placeWords)];
  return { forbidden: tidy(forbidden), personal: tidy(personal), organisation: tidy(organisation) };
}

function tidy(words: readonly string[]): string[] {
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 2))];
}

/** A Chinese personal name's pinyin as people type it (the first character read as a surname: 曾 is zeng, 单 shan). */
function personNamePinyin(name: string): string[] {
  if (!HAN.test(name)) return name.split(/\s+/u);
  const syllables = pinyin(name, { ...PINYIN_OPTIONS, surname: 'head' });
  if (syllables.length === 0) return [];
  const [surname = '', ...given] = syllables;
  return [
    syllables.join(' '),
    syllables.join(''),
    syllables.map((syllable) => syllable[0]).join(''),
    given.join('') + surname,
    given.join(''),
    surname + given.map((syllable) => syllable[0]).join(''),
  ];
}

/**
 * A place's words: its name, the name without its usual ending or leading city (东城区 -> 东城), the pinyin of each run
 * together ("dongchengqu", "dongcheng") and its initials; a name in Latin letters gives its words of 4+ letters.
 */
function placeWords(place: string): string[] {
  if (!HAN.test(place)) return [place, ...place.split(/[\s\-_.]+/u).filter((word) => word.length >= 4)];
  const names = new Set<string>([place]);
  for (const start of [place, place.replace(PLACE_PREFIX, '')]) {
    let current = start;
    while (current.length >= 2) {
      names.add(current);
      const suffix = PLACE_SUFFIXES.find((ending) => current.endsWith(ending) && current.length - ending.length >= 2);
      if (!suffix) break;
      current = current.slice(0, -suffix.length);
    }
  }
  return [...names].flatMap((chinese) => {
    const syllables = pinyin(chinese, PINYIN_OPTIONS);
    const initials = syllables.map((syllable) => syllable[0]).join('');
    return [chinese, syllables.join(''), initials.length >= 3 ? initials : ''];
  });
}
