// Copies a text: the async Clipboard API where the page may use it (secure contexts), else the old
// selection-and-copy command that WebViews and plain-http pages still allow. With `field`, that
// field's own text is selected for the fallback, and stays selected when both fail, so the player
// can copy it by hand; without one, a hidden text area serves and goes again.

export async function copyText(text: string, field?: HTMLInputElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = field ?? hiddenArea(text);
    area.focus();
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      if (!field) area.remove();
    }
  }
}

function hiddenArea(text: string): HTMLTextAreaElement {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  return area;
}
