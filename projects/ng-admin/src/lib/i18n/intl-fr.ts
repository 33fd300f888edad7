import { Injectable } from '@angular/core';
import type { NgaLocaleDataLoader } from './date-format';
import { NgaIntl } from './intl';

// French typography: a narrow no-break space (U+202F) before : ; ? ! and inside « », written
// as an escape so that it shows in the source.

// Pure: an application that never uses the French texts does not keep them.
const FRENCH_NUMBER = /* @__PURE__ */ new Intl.NumberFormat('fr-FR');

/** A number as French writes it: `1 234,5` (narrow no-break space, decimal comma). */
function nombre(value: number): string {
  return FRENCH_NUMBER.format(value);
}

/** `« label »`: entity and field labels are quoted, so any label reads well in a sentence. */
function quoted(text: string): string {
  return `«\u202F${text}\u202F»`;
}

/** French counts 0 and 1 in the singular: "0 élément", "1 élément", "2 éléments". */
function plural(count: number, singular: string, pluralForm: string): string {
  return `${nombre(count)} ${Math.abs(count) < 2 ? singular : pluralForm}`;
}

/** An entry named by its entity's label and its identifier: `« posts » n° 12`. */
function entryName(entityLabel: string, id: unknown): string {
  return `${quoted(entityLabel)} n°\u202F${String(id)}`;
}

/**
 * Every text of the admin in French (vouvoiement, French typography and plurals). English
 * titles name an entry with the singular of its entity's label ("Edit post #12"), a rule that
 * only works in English; French ones quote the label as it is (`Modifier « posts » n° 12`),
 * which reads well for any label.
 *
 * Dates and numbers follow the field's `format()`; the datepicker's calendar follows Angular's
 * `LOCALE_ID` (see the i18n guide).
 *
 * @usageNotes
 * ```ts
 * import { NgaFrenchIntl, provideNgAdmin, withIntl } from '@ng-admin/core';
 *
 * provideNgAdmin(() => buildAdmin(), withIntl(NgaFrenchIntl));
 *
 * // Rewording a few texts: extend it in turn.
 * @Injectable()
 * class MyFrenchIntl extends NgaFrenchIntl {
 *   override dashboard = 'Accueil';
 * }
 * ```
 */
@Injectable()
export class NgaFrenchIntl extends NgaIntl {
  override toggleNavigation = 'Afficher ou masquer la navigation';
  override navigation = 'Navigation principale';
  override dashboard = 'Tableau de bord';
  override theme = 'Thème de couleurs';
  override themeSystem = 'Système';
  override themeLight = 'Clair';
  override themeDark = 'Sombre';
  override themeToggle = (mode: 'system' | 'light' | 'dark') =>
    `${this.theme}\u202F: ${mode === 'light' ? this.themeLight : mode === 'dark' ? this.themeDark : this.themeSystem} (changer)`;
  override skipToContent = 'Aller au contenu';
  override skipToPagination = 'Aller à la pagination';
  override notFoundTitle = 'Page introuvable';
  override notFoundText = 'Il n’y a rien à cette adresse, ou cette vue est désactivée.';
  override backHome = 'Retour au tableau de bord';
  override loading = 'Chargement';
  override retry = 'Réessayer';
  override dismiss = 'Fermer';

  // Actions
  override back = 'Retour';
  override list = 'Liste';
  override filter = 'Filtres';
  override addFilter = 'Ajouter un filtre';
  override removeFilter = (label: string) => `Retirer le filtre ${quoted(label)}`;
  override filterFrom = (label: string) => `${label} depuis`;
  override filterTo = (label: string) => `${label} jusqu’au`;
  override filterContains = (label: string) => `${label} contient`;
  override datePresets = (label: string) => `Périodes prédéfinies de ${quoted(label)}`;
  override presetToday = 'Aujourd’hui';
  override presetLast7Days = '7 derniers jours';
  override presetLast30Days = '30 derniers jours';
  override presetThisMonth = 'Ce mois-ci';
  override presetThisYear = 'Cette année';
  override batchSet = (label: string) => `Modifier ${quoted(label)}`;
  override batchApply = 'Appliquer à la sélection';
  override batchUpdating = (done: number, total: number) => `Modification ${done} sur ${total}`;
  override batchUpdated = (count: number) =>
    count === 1 ? '1 enregistrement modifié' : `${count} enregistrements modifiés`;
  override batchUpdateFailed = (failed: number, total: number) =>
    `${failed} sur ${total} n’ont pas pu être modifiés\u202F; ils restent sélectionnés\u202F:`;
  override show = 'Afficher';
  override create = 'Créer';
  override edit = 'Modifier';
  override delete = 'Supprimer';
  override batch = 'Actions groupées';
  override export = 'Exporter';
  override exporting = (done: number, total: number) =>
    `Export\u202F: ${nombre(done)} sur ${nombre(total)}`;
  override writingExport = (done: number, total: number) =>
    `Écriture\u202F: ${nombre(done)} sur ${nombre(total)}`;
  override exported = (count: number) => plural(count, 'ligne exportée', 'lignes exportées');

  override columns = 'Colonnes';
  override resetColumns = 'Rétablir les colonnes';
  override columnMoveHint = 'Alt+Haut et Alt+Bas la déplacent';
  override columnMoved = (label: string, position: number, total: number) =>
    `${quoted(label)} déplacée en position ${nombre(position)} sur ${nombre(total)}`;
  override savedViews = 'Vues enregistrées';
  override noSavedViews = 'Aucune vue enregistrée pour cette liste';
  override saveViewAs = 'Enregistrer les filtres, le tri et les colonnes sous le nom';
  override saveView = 'Enregistrer';
  override viewSaved = (name: string) => `Vue ${quoted(name)} enregistrée`;
  override deleteSavedView = (name: string) => `Supprimer la vue ${quoted(name)}`;
  override import = 'Importer';
  override importTitle = (label: string) => `Importer des ${quoted(label)}`;
  override importChooseFile = 'Choisissez un fichier CSV';
  override importHelp =
    'La première ligne nomme les colonnes. Chaque autre ligne devient une entrée, vérifiée comme dans le formulaire de création.';
  override importUnreadable = (reason: string) => `Le fichier n’a pas pu être lu\u202F: ${reason}`;
  override importChecked = (file: string, rows: number, invalid: number) =>
    `${file}\u202F: ${plural(rows, 'ligne', 'lignes')}, dont ${plural(invalid, 'erronée', 'erronées')} (non importées).`;
  override importMapping = 'Le champ que remplit chaque colonne';
  override importSkipColumn = 'Non importée';
  override importPreview = 'Aperçu\u202F: les premières lignes et toutes les lignes erronées';
  override importLine = 'Ligne';
  override importErrors = 'Erreurs';
  override importStart = (count: number) => `Créer ${plural(count, 'entrée', 'entrées')}`;
  override importSending = (done: number, total: number) =>
    `Création de ${nombre(done)} sur ${nombre(total)}`;
  override importStop = 'Arrêter';
  override importNotSent = 'Non envoyée\u202F: l’import a été arrêté';
  override importReport = (created: number, failed: number) =>
    `${plural(created, 'entrée créée', 'entrées créées')}, ${plural(failed, 'ligne non importée', 'lignes non importées')}.`;
  override importDownloadFailed = 'Télécharger les lignes non importées';
  override close = 'Fermer';

  // List
  override actions = 'Actions sur la ligne';
  override selectAll = 'Sélectionner toutes les lignes';
  override selectRow = (label: string) => `Sélectionner la ligne ${label}`;
  override selected = (count: number) =>
    plural(count, 'élément sélectionné', 'éléments sélectionnés');
  override noEntries = 'Aucun élément';
  override labelUnavailable = 'Libellé indisponible';
  override itemsPerPage = 'Éléments par page\u202F:';
  override firstPage = 'Première page';
  override previousPage = 'Page précédente';
  override nextPage = 'Page suivante';
  override lastPage = 'Dernière page';
  override pagination = 'Navigation entre les pages';
  override pageRange = (first: number, last: number, total: number) =>
    total === 0
      ? `0 sur ${nombre(total)}`
      : `${nombre(first)}–${nombre(last)} sur ${nombre(total)}`;
  override loadMore = 'Chargement d’autres éléments';
  override listTitle = (entityLabel: string) => `Liste ${quoted(entityLabel)}`;

  // Signing in
  override signInTitle = (applicationTitle: string) => `Connexion à ${applicationTitle}`;
  override username = 'Identifiant';
  override email = 'Adresse e-mail';
  override password = 'Mot de passe';
  override signIn = 'Se connecter';
  override signOut = 'Se déconnecter';
  override signedInAs = (name: string) => `Session ouverte\u202F: ${name}`;
  override signedIn = 'Session ouverte';
  override userMenu = 'Compte';
  override signInMissing = 'Saisissez votre identifiant et votre mot de passe.';
  override signInRefused = 'Identifiant ou mot de passe incorrect.';
  override signInMissingEmail = 'Saisissez votre adresse e-mail et votre mot de passe.';
  override signInRefusedEmail = 'Adresse e-mail ou mot de passe incorrect.';
  override signInTooMany = 'Trop de tentatives\u202F: patientez quelques minutes, puis réessayez.';
  override signInFailed = (detail: string) => `La connexion a échoué\u202F: ${detail}`;
  override sessionExpired =
    'Votre session a expiré. Reconnectez-vous pour reprendre là où vous en étiez.';

  // What went wrong, as views say it
  override problemNotFound = (entityLabel: string, id: unknown) =>
    `${entryName(entityLabel, id)} est introuvable`;
  override problemNotFoundDetail = 'L’élément a peut-être été supprimé, ou l’adresse est erronée.';
  override problemForbidden = 'Cette action ne vous est pas permise';
  override problemForbiddenDetail =
    'Votre compte n’a pas accès à cette page. Adressez-vous à un administrateur si vous en avez besoin.';
  override problemConflict =
    'Quelqu’un d’autre a modifié cet élément depuis que vous l’avez ouvert';
  override problemConflictDetail = 'Rechargez-le pour voir cette version avant de continuer.';
  override problemUnauthorized = 'Votre session est fermée';
  override problemUnauthorizedDetail = 'Reconnectez-vous, puis réessayez.';
  override problemTimeout = 'Le serveur n’a pas répondu à temps';
  override problemNetwork = 'Le serveur est injoignable';
  override problemNetworkDetail = 'Vérifiez la connexion, puis réessayez.';
  override problemServer = (status: number) =>
    `Le serveur a rencontré une erreur (HTTP ${String(status)})`;
  override problemMalformed = 'Le serveur a envoyé une réponse illisible';
  override problemInvalid = 'Le serveur a refusé les données';
  override backToList = (entityLabel: string) => `Retour à la liste ${quoted(entityLabel)}`;
  override referencesFailed =
    'Certains libellés n’ont pas pu être chargés\u202F: leurs identifiants sont affichés à la place.';

  // A hook of the configuration that failed
  override problemPrepare = (viewKind: string): string =>
    viewKind === 'list'
      ? 'Cette liste n’a pas pu être préparée'
      : viewKind === 'creation' || viewKind === 'edition'
        ? 'Ce formulaire n’a pas pu être préparé'
        : viewKind === 'show'
          ? 'Cette fiche n’a pas pu être préparée'
          : 'Cette page n’a pas pu être préparée';
  override problemSubmitHook = (hook: string) =>
    hook === 'onSubmitSuccess'
      ? 'Enregistré, mais le hook onSubmitSuccess a échoué'
      : `Le hook ${hook} a échoué`;
  override problemHookFailed = (hook: string, reason: string) =>
    `Son hook ${hook} a échoué\u202F: ${sansPointFinal(reason)}. La console du navigateur donne le détail.`;
  override problemHookDetail = (reason: string) =>
    `${sansPointFinal(reason)}. La console du navigateur donne le détail.`;
  override problemHookToken = (hook: string, token: string, reason: string) =>
    `Son hook ${hook} demande ${token}, qui ne peut pas être injecté\u202F: ${sansPointFinal(reason)}. La console du navigateur donne le détail.`;

  // A configuration that provideNgAdmin refused
  override configurationRefused =
    'Cette administration ne peut pas démarrer\u202F: sa configuration comporte des erreurs';
  override configurationRefusedIntro =
    'provideNgAdmin() a refusé la configuration. Corrigez chaque erreur là où elle est écrite, puis rechargez la page. La console du navigateur les liste aussi.';
  override configurationThrew = 'La fonction de configuration a levé une erreur';
  override configurationProblems = (count: number) => plural(count, 'erreur', 'erreurs');
  override configurationGuide =
    'Ce qu’il faut écrire à la place du code ng-admin 1.0 est dans le guide de migration de @ng-admin/core\u202F:';
  override downloadFailed =
    'Cette administration ne peut pas démarrer\u202F: une partie de son code n’a pas été téléchargée';
  override downloadFailedIntro =
    'Le réseau a fait défaut, ou une nouvelle version de l’administration a été publiée depuis l’ouverture de cette page. Recharger la page la télécharge à nouveau.';
  override reloadPage = 'Recharger la page';
  override pageDownloadFailed = 'Cette page n’a pas été téléchargée';
  override fieldDownloadFailed = 'Ce champ n’a pas été téléchargé.';
  override partDownloadFailed = 'Cette partie de la page n’a pas été téléchargée.';
  override keptWritesDownloadFailed =
    'Les modifications non envoyées à la dernière fermeture ne peuvent pas être proposées\u202F: leur code n’a pas été téléchargé. Elles restent gardées\u202F; rechargez la page pour les voir.';
  override codeDownloadFailed =
    'Le code nécessaire n’a pas été téléchargé\u202F: le réseau a fait défaut, ou une nouvelle version de l’administration a été publiée. Réessayez, ou rechargez la page.';

  // A failed request in the admin's words, when the answer holds no message
  override errorTimeout = (seconds: number) =>
    `Le serveur n’a pas répondu dans les ${nombre(seconds)}\u202Fs impartis.`;
  override errorNetwork =
    'Le serveur est injoignable (panne du réseau ou requête d’une autre origine bloquée).';
  override errorStatus = (status: number, statusText: string) =>
    `Le serveur a répondu par le code HTTP ${String(status)}${statusText ? ` ${statusText}` : ''}.`;
  override errorNotJson = 'La réponse du serveur n’est pas du JSON valide.';
  // The built-in dialects describe the expected shape in English: French says it plainly.
  override errorMalformed = () => 'La réponse du serveur n’a pas la forme attendue.';
  override errorUnknown = 'Erreur inconnue.';

  // Conflicts between two people's saves
  override conflictTitle = 'Quelqu’un d’autre a enregistré cet élément entre-temps';
  override conflictIntro =
    'Choisissez, champ par champ, la valeur à conserver, puis enregistrez de nouveau. Rien de ce que vous avez saisi n’est perdu.';
  override conflictNoField =
    'Les modifications portent sur des données que ce formulaire n’affiche pas. Enregistrez de nouveau pour appliquer les vôtres par-dessus.';
  override conflictField = 'Champ';
  override conflictOriginal = 'À l’ouverture';
  override conflictTheirs = 'L’autre version';
  override conflictMine = 'Votre version';
  override conflictKeepMine = 'Garder la vôtre';
  override conflictTakeTheirs = 'Prendre l’autre';
  override conflictApply = 'Appliquer ces choix';
  override conflictReload = 'Recharger l’autre version';
  override conflictPending = 'Choisissez les valeurs à conserver, puis enregistrez de nouveau.';
  override conflictFetchFailed = (detail: string) =>
    `Quelqu’un d’autre a modifié cet élément, et cette version n’a pas pu être chargée\u202F: ${detail}`;

  // Forms and other views
  override save = 'Enregistrer';
  override cancel = 'Annuler';
  override draftFound = 'Vous avez des modifications non enregistrées d’une visite précédente.';
  override draftRestore = 'Les restaurer';
  override draftDiscard = 'Les abandonner';
  override saved = 'Modifications enregistrées.';
  override created = 'Élément créé.';
  override invalidForm = 'Formulaire invalide';
  override createTitle = (entityLabel: string) => `Nouvel élément dans ${quoted(entityLabel)}`;
  override editTitle = (entityLabel: string, id: unknown) =>
    `Modifier ${entryName(entityLabel, id)}`;
  override showTitle = (entityLabel: string, id: unknown) => entryName(entityLabel, id);
  override deleteTitle = (entityLabel: string, id: unknown) =>
    `Supprimer ${entryName(entityLabel, id)}`;
  override batchDeleteTitle = (count: number, entityLabel: string) =>
    `Supprimer ${plural(count, 'élément', 'éléments')} de ${quoted(entityLabel)}`;
  override deleteConfirm = 'Confirmez-vous la suppression\u202F?';
  override yes = 'Oui';
  override no = 'Non';
  override deleted = 'Élément supprimé.';
  override batchDeleted = (count: number) =>
    `${plural(count, 'élément supprimé', 'éléments supprimés')}.`;
  override batchDeleteFailed = (failed: number, total: number) =>
    Math.abs(failed) < 2
      ? `${nombre(failed)} élément sur ${nombre(total)} n’a pas pu être supprimé.`
      : `${nombre(failed)} éléments sur ${nombre(total)} n’ont pas pu être supprimés.`;
  override unsavedChanges =
    'Vous avez des modifications non enregistrées. Quitter cette page et les perdre\u202F?';

  // Writes shown at once, before the server confirms them
  override undo = 'Annuler';
  override deletedUndoable = 'Élément supprimé.';
  override batchDeletedUndoable = (count: number) =>
    `${plural(count, 'élément supprimé', 'éléments supprimés')}.`;
  override savedUndoable = 'Modifications enregistrées.';
  override deletionOf = (entityLabel: string, id: unknown) =>
    `suppression de ${entryName(entityLabel, id)}`;
  override batchDeletionOf = (count: number, entityLabel: string) =>
    `suppression de ${plural(count, 'élément', 'éléments')} de ${quoted(entityLabel)}`;
  override changesTo = (entityLabel: string, id: unknown) =>
    `modifications de ${entryName(entityLabel, id)}`;
  override deleteFailedLater = (entityLabel: string, id: unknown, detail: string) =>
    `${entryName(entityLabel, id)} n’a pas été supprimé\u202F: ${detail}`;
  override saveFailedLater = (entityLabel: string, id: unknown, detail: string) =>
    `Vos modifications de ${entryName(entityLabel, id)} n’ont pas été enregistrées\u202F: ${detail}`;
  override keptWrite = (description: string) =>
    `Une écriture n’a pas été envoyée à la fermeture de la page\u202F: ${description}.`;
  override sendKept = 'Envoyer';
  override keptWriteSent = (description: string) => `Envoyé\u202F: ${description}.`;
  override keptWriteFailed = (description: string, detail: string) =>
    `Échec de l’envoi (${description})\u202F: ${detail}`;

  // Tabs and sections of forms and show views
  override fieldTabs = 'Groupes de champs';
  override tabInvalid = 'contient des erreurs';

  // Creating a referenced record from a reference input
  override createReference = (targetLabel: string) => `Créer dans ${quoted(targetLabel)}`;
  override createReferenceNamed = (targetLabel: string, text: string) =>
    `Créer ${quoted(text)} dans ${quoted(targetLabel)}`;

  // Field widgets
  override showPassword = 'Afficher le mot de passe';
  override hidePassword = 'Masquer le mot de passe';
  override noValue = 'Aucune valeur';
  override anyValue = 'Indifférent';
  override booleanTrue = 'Oui';
  override booleanFalse = 'Non';
  override booleanUnset = 'Non renseigné';
  override noMatches = 'Aucun résultat';
  override choicesLoadFailed = 'Les choix n’ont pas pu être chargés.';
  override clearField = (fieldLabel: string) => `Effacer ${quoted(fieldLabel)}`;
  override removeReference = (label: string) => `Retirer ${quoted(label)}`;
  override loadingField = (fieldLabel: string) => `Chargement de ${quoted(fieldLabel)}`;
  override seeAllRelated = (entityLabel: string) => `Voir toute la liste ${quoted(entityLabel)}`;
  override embeddedItemCount = (count: number) => plural(count, 'élément', 'éléments');
  override embeddedItem = (fieldLabel: string, position: number) =>
    `${quoted(fieldLabel)} n°\u202F${nombre(position)}`;
  override removeEmbeddedItem = (itemLabel: string) => `Retirer ${itemLabel}`;
  override addEmbeddedItem = 'Ajouter';
  override addEmbeddedItemLabel = (fieldLabel: string) =>
    `Ajouter un élément à ${quoted(fieldLabel)}`;
  override invalidEmbeddedItems = 'Certains éléments ne sont pas valides.';
  override openCalendar = (fieldLabel: string) => `Ouvrir le calendrier\u202F: ${fieldLabel}`;
  override openTimeList = (fieldLabel: string) => `Ouvrir la liste des heures\u202F: ${fieldLabel}`;
  override datePart = 'Jour';
  override timePart = 'Heure';
  override invalidDate = 'Saisissez une date valide.';
  override invalidTime = 'Saisissez une heure valide.';
  override invalidJson = (parserMessage: string) => `JSON invalide\u202F: ${parserMessage}`;
  override chooseFile = 'Choisir un fichier';
  override chooseFileLabel = (fieldLabel: string) => `Choisir un fichier\u202F: ${fieldLabel}`;
  override removeFile = (fileName: string) => `Retirer ${quoted(fileName)}`;
  override uploading = (fieldLabel: string) => `Envoi en cours\u202F: ${fieldLabel}`;
  override uploadNotConfigured = (fileName: string) =>
    `${quoted(fileName)} n’a pas été envoyé\u202F: aucune adresse d’envoi n’est configurée.`;
  override uploadUnreachable = (fileName: string) =>
    `${quoted(fileName)} n’a pas pu être envoyé\u202F: le serveur est injoignable.`;
  override uploadHttpError = (fileName: string, status: number, statusText: string) =>
    `${quoted(fileName)} n’a pas pu être envoyé (erreur ${String(status)}${statusText ? ` ${statusText}` : ''}).`;
  override uploadFailed = (fileName: string) => `${quoted(fileName)} n’a pas pu être envoyé.`;
  override richTextToolbar = (fieldLabel: string) => `${fieldLabel}\u202F: mise en forme`;
  override richTextHeading = 'Niveau de titre';
  override richTextNormal = 'Texte normal';
  override richTextHeadingLevel = (level: number) => `Titre ${nombre(level)}`;
  override richTextBold = 'Gras';
  override richTextItalic = 'Italique';
  override richTextUnderline = 'Souligné';
  override richTextStrike = 'Barré';
  override richTextOrderedList = 'Liste numérotée';
  override richTextBulletList = 'Liste à puces';
  override richTextBlockquote = 'Citation';
  override richTextCodeBlock = 'Bloc de code';
  override richTextLink = 'Lien';
  override richTextClean = 'Effacer la mise en forme';
  override richTextVisitLink = 'Ouvrir le lien\u202F:';
  override richTextEnterLink = 'Adresse du lien\u202F:';
  override richTextEditLink = 'Modifier';
  override richTextSaveLink = 'Enregistrer';
  override richTextRemoveLink = 'Retirer';

  override locale = 'fr-FR';
  override localeData: NgaLocaleDataLoader = () => import('@angular/common/locales/fr');

  // The datepicker's calendar
  override calendar = 'Calendrier';
  override closeCalendar = 'Fermer le calendrier';
  override previousMonth = 'Mois précédent';
  override nextMonth = 'Mois suivant';
  override previousYear = 'Année précédente';
  override nextYear = 'Année suivante';
  override previousYears = 'Les 24 années précédentes';
  override nextYears = 'Les 24 années suivantes';
  override chooseDate = 'Choisir une date';
  override chooseMonthAndYear = 'Choisir le mois et l’année';
  override yearRange = (start: string, end: string) => `de ${start} à ${end}`;

  // Validation messages
  override validationRequired = 'Ce champ est obligatoire.';
  override validationMinLength = (length: number) =>
    `Saisissez au moins ${plural(length, 'caractère', 'caractères')}.`;
  override validationMaxLength = (length: number) =>
    `Saisissez au plus ${plural(length, 'caractère', 'caractères')}.`;
  override validationPattern = 'La valeur n’a pas le format attendu.';
  override validationEmail = 'Saisissez une adresse e-mail valide.';
  override validationMin = (min: number) =>
    `La valeur doit être supérieure ou égale à ${nombre(min)}.`;
  override validationMax = (max: number) =>
    `La valeur doit être inférieure ou égale à ${nombre(max)}.`;
  override validationInvalid = 'Valeur invalide.';
}

/** Un message sans son point final, pour finir une phrase à nous. */
function sansPointFinal(text: string): string {
  return text.trim().replace(/[.\s]+$/, '');
}
