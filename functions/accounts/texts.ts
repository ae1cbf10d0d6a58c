import enEmails from '@shared/i18n/en/emails.json';
import hiEmails from '@shared/i18n/hi/emails.json';
import enAccountEmails from '@shared/i18n/en/accountEmails.json';
import hiAccountEmails from '@shared/i18n/hi/accountEmails.json';
import { serverTexts } from '../platform/texts/server-texts';

// The texts of the e-mails Cognito sends for the account (sign-up confirmation, password reset).
export const accountTextsIn = serverTexts({
  emails: { en: enEmails, hi: hiEmails },
  accountEmails: { en: enAccountEmails, hi: hiAccountEmails },
});
