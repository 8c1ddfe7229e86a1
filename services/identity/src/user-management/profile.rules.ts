/**
 * The name the product shows for a user (header, greeting, sign-in answer) follows the profile's full name
 * (issue 24 item 4): saving a new full name changes `name`; an empty full name leaves it as it is.
 */
export function nameAfterProfileSave(currentName: string, fullName: string | undefined): string {
  const next = fullName?.trim() ?? '';
  return next === '' ? currentName : next;
}
