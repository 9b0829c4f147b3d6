import { NotFoundPage } from "../../../../components/not-found";

/** Placeholder: this screen is being built (issue 5). */
export default function Placeholder() {
  return <NotFoundPage />;
}
