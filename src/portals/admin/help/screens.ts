import { type ManifestEntry, resource } from "../../../config/screens";

/**
 * The staff help centre and FAQ management (issue 18c, src/portals/admin/help), in the Platform menu group:
 * `/admin/help` (guides by topic, search, read one; editors create, edit and delete) and `/admin/help/faqs` (the
 * customer and partner FAQs the storefront's /faq and the partner portal's FAQ show: create, edit, order, activate,
 * delete).
 */
export const helpScreens: ManifestEntry[] = [
  resource({
    name: "help",
    identifier: "admin-help",
    label: "adminHelp.nav.help",
    group: "platform",
    // create/edit/delete: help/create, help/update/{id}, help/delete/{id}
    permissions: {
      list: "read-help",
      show: "read-help",
      create: "update-help",
      edit: "update-help",
      delete: "update-help",
    },
    screens: {
      list: { title: "titles.adminHelp", load: () => import("./help-centre") },
      show: { title: "titles.adminHelpArticle", load: () => import("./help-article-show") },
    },
  }),
  resource({
    name: "faqs",
    identifier: "admin-faqs",
    label: "adminHelp.nav.faqs",
    group: "platform",
    route: "help/faqs",
    // create/edit/status/delete: faq/create, faq/update/{id}, faq/delete/{id}
    permissions: {
      list: "read-help",
      create: "update-help",
      edit: "update-help",
      status: "update-help",
      delete: "update-help",
    },
    screens: {
      list: { path: "help/faqs", title: "titles.adminFaqs", load: () => import("./faq-list") },
    },
  }),
];
