import { AppException } from '@liquify/http';

/** Every reason identity answers an error for; tests assert on these codes. */
export enum IdentityError {
  UserExists = 'USER_EXISTS',
  EmailTaken = 'EMAIL_TAKEN',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  UserNotFound = 'USER_NOT_FOUND',
  CurrentPasswordIncorrect = 'CURRENT_PASSWORD_INCORRECT',
  EmailReadOnly = 'EMAIL_READ_ONLY',
  NotYourAccount = 'NOT_YOUR_ACCOUNT',
  CannotDeleteSelf = 'CANNOT_DELETE_SELF',
  CannotChangeOwnRole = 'CANNOT_CHANGE_OWN_ROLE',
  LastAdmin = 'LAST_ADMIN',
  InvalidBody = 'INVALID_BODY',
}

/** The spec's messages, quoted exactly where the spec gives them. */
export const IdentityMessages = {
  userExists: 'User already exists with this email address.',
  emailTaken: 'Another user already uses this email address.',
  invalidCredentials: 'Invalid credentials',
  userNotFound: 'User not found',
  currentPasswordIncorrect: 'Current password is incorrect',
  emailReadOnly: 'Email cannot be changed',
  notYourAccount: 'You can only access your own account',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotChangeOwnRole: 'You cannot change your own role',
  lastAdmin: 'The last administrator cannot be demoted or deleted',
  bodyMustBeObject: 'Request body must be a JSON object',
  passwordUpdated: 'Password updated successfully',
  userDeleted: 'User deleted successfully',
} as const;

export const userNotFound = () => AppException.notFound(IdentityMessages.userNotFound, IdentityError.UserNotFound);
export const notYourAccount = () => AppException.forbidden(IdentityMessages.notYourAccount, IdentityError.NotYourAccount);
