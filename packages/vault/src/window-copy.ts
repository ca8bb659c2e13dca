/** The vault's words for approving in a window of its own (English, French, Arabic, as copy.ts). */
export interface WindowCopy {
  /** In the frame on the page: where the person approves instead. */
  continueHint: string;
  continueButton: string;
  /** In the frame while the window is open. */
  windowOpen: string;
  /** In the frame when the browser refused to open the window. */
  windowBlocked: string;
  /** In the window, for an export: the phrase appears back in the frame on the page. */
  exportHeadline: string;
}

const en: WindowCopy = {
  continueHint:
    'To keep this request safe from the page around it, you review and approve it in a Keyhold window.',
  continueButton: 'Continue in the window',
  windowOpen: 'Review the request in the Keyhold window.',
  windowBlocked:
    'The browser did not open the Keyhold window. Allow pop-up windows for this site, then try again.',
  exportHeadline: 'Show your recovery phrase in the Keyhold frame on the page',
};

const fr: WindowCopy = {
  continueHint:
    'Pour protéger cette demande de la page qui l’entoure, vous la vérifiez et l’approuvez dans une fenêtre Keyhold.',
  continueButton: 'Continuer dans la fenêtre',
  windowOpen: 'Vérifiez la demande dans la fenêtre Keyhold.',
  windowBlocked:
    'Le navigateur n’a pas ouvert la fenêtre Keyhold. Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
  exportHeadline: 'Afficher votre phrase de récupération dans le cadre Keyhold de la page',
};

const ar: WindowCopy = {
  continueHint: 'لحماية هذا الطلب من الصفحة المحيطة به، تراجعه وتوافق عليه في نافذة Keyhold.',
  continueButton: 'المتابعة في النافذة',
  windowOpen: 'راجع الطلب في نافذة Keyhold.',
  windowBlocked: 'لم يفتح المتصفح نافذة Keyhold. اسمح بالنوافذ المنبثقة لهذا الموقع، ثم حاول مجددًا.',
  exportHeadline: 'اعرض عبارة الاسترداد في إطار Keyhold على الصفحة',
};

const COPY: Record<string, WindowCopy> = { en, fr, ar };

export function windowCopyFor(lang: string): WindowCopy {
  return COPY[lang.toLowerCase().split('-')[0] ?? 'en'] ?? en;
}
