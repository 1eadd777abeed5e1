import type { GrowthFileMessages } from './growth-file.zh-CN';

/** The English catalogue: zh-CN's keys, and for each plural (`x_other`) its singular (`x_one`) as well. */
type English<T> = { [K in keyof T]: T[K] extends string ? string : English<T[K]> } & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]: string;
};

/** English texts of the growth-file PDF and its verification page. */
export const growthFileEnUS: English<GrowthFileMessages> = {
  download: 'Download growth file',
  downloadHint: 'A PDF of the growth file with its verified and waiting records and a verification QR code',
  downloaded: 'Growth file downloaded',
  verify: {
    heading: 'Verify a growth file',
    subtitle: 'Check that a printed or electronic growth file was made by this platform, and where its records stand now.',
    found: 'This growth file was made by this platform',
    foundText: '{{name}}, {{school}}; made on {{date}}.',
    allSame: 'None of its records has changed since.',
    someChanged_one: '{{count}} record has changed since the file was made; the list below says where each stands.',
    someChanged_other: '{{count}} records have changed since the file was made; the list below says where each stands.',
    notFound: 'No such growth file',
    notFoundText: 'There is no growth file with the code {{code}}: check the QR code or the code.',
    loadFailed: 'The verification could not be loaded',
    retry: 'Retry',
    code: 'Code',
    record: 'Record',
    kind: 'Kind',
    date: 'Date',
    level: 'Level',
    printed: 'In the file',
    now: 'Now',
    nowSame: 'Unchanged',
    nowChanged: 'Changed',
    nowDeleted: 'Deleted',
  },
};
