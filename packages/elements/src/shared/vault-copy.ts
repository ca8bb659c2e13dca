/**
 * The sentences of the vault frame's failures (frame mode), in every built-in language: what went wrong
 * in words, and what to do. A frame-mode wallet never falls back to page mode, so each says plainly that
 * signing is unavailable until the vault works.
 */
export const enVaultErrors = {
  VAULT_UNREACHABLE:
    'The secure signing window could not be loaded. Check your connection and reload; nothing was signed.',
  VAULT_NOT_A_VAULT: 'The secure signing window is not set up correctly on this site. Nothing was signed.',
  VAULT_PARENT_REFUSED: 'The secure signing window refused to open on this site. Nothing was signed.',
  VAULT_CSP_BLOCKED:
    'This site’s security settings block the secure signing window. Nothing was signed; the site must allow it.',
  VAULT_STORAGE_BLOCKED:
    'This browser blocks the storage the secure signing window needs. Allow site storage and reload.',
  VAULT_HANDSHAKE_TIMEOUT: 'The secure signing window did not answer. Reload the page and try again.',
  VAULT_CLOSED: 'The secure signing window was closed. Nothing was signed.',
  VAULT_APPROVAL_REQUIRED: 'This needs your approval in the secure signing window.',
  VAULT_APPROVAL_EXPIRED: 'Nobody approved this request in time. Nothing was signed: start again.',
  VAULT_EXPORT_KEY_UNKNOWN: 'This export was not started here, so it was refused. Nothing was shown.',
  VAULT_KEY_MISSING: 'Your session key is no longer in this browser. Please sign in again.',
} as const;

export const frVaultErrors = {
  VAULT_UNREACHABLE:
    'La fenêtre de signature sécurisée n’a pas pu être chargée. Vérifiez votre connexion et rechargez ; rien n’a été signé.',
  VAULT_NOT_A_VAULT:
    'La fenêtre de signature sécurisée n’est pas configurée correctement sur ce site. Rien n’a été signé.',
  VAULT_PARENT_REFUSED:
    'La fenêtre de signature sécurisée a refusé de s’ouvrir sur ce site. Rien n’a été signé.',
  VAULT_CSP_BLOCKED:
    'Les réglages de sécurité de ce site bloquent la fenêtre de signature sécurisée. Rien n’a été signé ; le site doit l’autoriser.',
  VAULT_STORAGE_BLOCKED:
    'Ce navigateur bloque le stockage dont la fenêtre de signature sécurisée a besoin. Autorisez le stockage du site et rechargez.',
  VAULT_HANDSHAKE_TIMEOUT:
    'La fenêtre de signature sécurisée n’a pas répondu. Rechargez la page et réessayez.',
  VAULT_CLOSED: 'La fenêtre de signature sécurisée a été fermée. Rien n’a été signé.',
  VAULT_APPROVAL_REQUIRED: 'Cela demande votre approbation dans la fenêtre de signature sécurisée.',
  VAULT_APPROVAL_EXPIRED: 'Personne n’a approuvé cette demande à temps. Rien n’a été signé : recommencez.',
  VAULT_EXPORT_KEY_UNKNOWN: 'Cet export n’a pas été lancé ici : il a été refusé. Rien n’a été affiché.',
  VAULT_KEY_MISSING: 'La clé de votre session n’est plus dans ce navigateur. Veuillez vous reconnecter.',
} as const;

export const arVaultErrors = {
  VAULT_UNREACHABLE: 'تعذّر تحميل نافذة التوقيع الآمنة. تحقّق من اتصالك وأعد التحميل؛ لم يُوقَّع أي شيء.',
  VAULT_NOT_A_VAULT: 'نافذة التوقيع الآمنة غير مُعدّة بشكل صحيح على هذا الموقع. لم يُوقَّع أي شيء.',
  VAULT_PARENT_REFUSED: 'رفضت نافذة التوقيع الآمنة الفتح على هذا الموقع. لم يُوقَّع أي شيء.',
  VAULT_CSP_BLOCKED:
    'تمنع إعدادات الأمان في هذا الموقع نافذة التوقيع الآمنة. لم يُوقَّع أي شيء؛ يجب أن يسمح بها الموقع.',
  VAULT_STORAGE_BLOCKED:
    'يحظر هذا المتصفح التخزين الذي تحتاجه نافذة التوقيع الآمنة. اسمح بتخزين الموقع وأعد التحميل.',
  VAULT_HANDSHAKE_TIMEOUT: 'لم تستجب نافذة التوقيع الآمنة. أعد تحميل الصفحة وحاول مرة أخرى.',
  VAULT_CLOSED: 'أُغلقت نافذة التوقيع الآمنة. لم يُوقَّع أي شيء.',
  VAULT_APPROVAL_REQUIRED: 'يحتاج هذا إلى موافقتك في نافذة التوقيع الآمنة.',
  VAULT_APPROVAL_EXPIRED: 'لم يوافق أحد على هذا الطلب في الوقت المحدد. لم يُوقَّع أي شيء: ابدأ من جديد.',
  VAULT_EXPORT_KEY_UNKNOWN: 'لم يبدأ هذا التصدير هنا، لذلك رُفض. لم يُعرض أي شيء.',
  VAULT_KEY_MISSING: 'لم يعد مفتاح جلستك في هذا المتصفح. يُرجى تسجيل الدخول مرة أخرى.',
} as const;
