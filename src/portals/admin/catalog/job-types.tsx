import { TypeListScreen } from "./company-types-list";

/** /admin/job-types: the job types that classify services and filter the appointment lists (issue 18). */
export default function JobTypesPage() {
  return <TypeListScreen kind="job" />;
}
