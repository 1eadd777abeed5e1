import { i18n } from '@/shared/i18n/i18n';
import './assessment.register';
import { banksEnUS } from './banks.en-US';
import { banksZhCN } from './banks.zh-CN';

// The question bank pages' texts travel with their chunk rather than in the app's catalogues. Keys read `assessmentBanks.…`.
i18n.addResourceBundle('zh-CN', 'translation', { assessmentBanks: banksZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { assessmentBanks: banksEnUS }, true, true);
