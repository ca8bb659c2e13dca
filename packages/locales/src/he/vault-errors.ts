/**
 * The Hebrew sentences of the vault frame's failures (frame mode): the counterpart of `enVaultErrors` in
 * shared/vault-copy.ts, same keys. A frame-mode wallet never falls back to page mode, so each says plainly
 * that nothing was signed or what to do.
 */
export const heVaultErrors = {
  VAULT_UNREACHABLE:
    'לא הצלחנו לטעון את חלון החתימה המאובטח. יש לבדוק את החיבור לאינטרנט ולטעון מחדש; שום דבר לא נחתם.',
  VAULT_NOT_A_VAULT: 'חלון החתימה המאובטח לא מוגדר כראוי באתר הזה. שום דבר לא נחתם.',
  VAULT_PARENT_REFUSED: 'חלון החתימה המאובטח סירב להיפתח באתר הזה. שום דבר לא נחתם.',
  VAULT_CSP_BLOCKED:
    'הגדרות האבטחה של האתר הזה חוסמות את חלון החתימה המאובטח. שום דבר לא נחתם; האתר צריך לאפשר אותו.',
  VAULT_STORAGE_BLOCKED:
    'הדפדפן הזה חוסם את האחסון שחלון החתימה המאובטח צריך. יש לאפשר אחסון נתוני אתרים ולטעון מחדש.',
  VAULT_HANDSHAKE_TIMEOUT: 'חלון החתימה המאובטח לא הגיב. יש לטעון מחדש את הדף ולנסות שוב.',
  VAULT_CLOSED: 'חלון החתימה המאובטח נסגר. שום דבר לא נחתם.',
  VAULT_APPROVAL_REQUIRED: 'הפעולה הזו דורשת את האישור שלך בחלון החתימה המאובטח.',
  VAULT_APPROVAL_EXPIRED: 'אף אחד לא אישר את הבקשה הזו בזמן. שום דבר לא נחתם: יש להתחיל מחדש.',
  VAULT_EXPORT_KEY_UNKNOWN: 'הייצוא הזה לא התחיל כאן, ולכן הוא נדחה. שום דבר לא הוצג.',
  VAULT_KEY_MISSING: 'מפתח ההפעלה שלך כבר לא נמצא בדפדפן הזה. יש להתחבר מחדש.',
} as const;
