export { AccountError, type AccountErrorKind } from './account-error';
export {
  ACCOUNT_JOB_TYPES,
  accountJobHandlers,
  ankiPackageUploadSchema,
  jobUserId,
  type AccountJobPayload,
} from './account-jobs';
export {
  ACCOUNT_LOCKED,
  createAccountService,
  EMAIL_NOT_CONFIRMED,
  FORGOT_PASSWORD_ANSWER,
  INVALID_CREDENTIALS,
  usernameProblems,
  type AccountService,
  type AccountServiceOptions,
  type AuthenticatedUser,
  type CurrentUser,
  type GoogleSignInResult,
  type RegisterInput,
  type TokenPair,
} from './account-service';
export { ANKI_LIMITS, ankiNoteWords } from './anki-notes';
export {
  ANKI_PACKAGE_LIMITS,
  ANKI_STATE_VALUES,
  chooseAnkiWords,
  createAnkiPackageImport,
  readAnkiUpload,
  summarizeAnkiExport,
  type AnkiChoice,
  type AnkiChosenWords,
  type AnkiFileSummary,
  type AnkiNoteTypeSummary,
  type AnkiPackageImport,
} from './anki-package-import';
export { CAPTCHA_FAILED_MESSAGE, createCaptchaVerifier, type CaptchaVerifier } from './captcha';
export { createGoogleVerifier, type GoogleIdentity, type GoogleVerifier } from './google';
export { loadOrCreateJwtSecret } from './jwt-secret-file';
export { createJwtService, type AccessClaims, type JwtService } from './jwt';
export {
  createKnownWordsService,
  formsToMark,
  FREQUENCY_IMPORT_MAX_RANK,
  IMPORT_STATES,
  isImportState,
  type ImportState,
  type KnownWordsService,
} from './known-words';
export {
  createMailer,
  createMemoryMailer,
  createOutboxMailer,
  type MailMessage,
  type Mailer,
  type MailSettings,
} from './mailer';
export { hashPassword, passwordProblems, PASSWORD_MIN_LENGTH, verifyPassword } from './password';
export { ACCOUNT_LIMITS, type AccountSettings } from './settings';
export { createUploadStore, type UploadStore } from './upload-store';
export {
  createWordStatesService,
  type DeckWordStatesRequest,
  type WordStatesService,
} from './word-states-service';
export {
  createUserDecksService,
  type UserDecksService,
  type UserDecksServiceOptions,
} from './user-decks-service';
