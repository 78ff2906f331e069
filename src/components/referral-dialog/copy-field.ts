// Copies a read-only field's text: the Clipboard API where the page may use it (secure contexts),
// else the field's own selection and the old copy command that WebViews and plain-http pages still
// allow. When both fail the text stays selected, so the player can copy it by hand.

export async function copyField(field: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    field.focus();
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
