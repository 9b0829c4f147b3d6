import { lazy } from "react";
import { Route, Routes } from "react-router";
import { NotFoundPage } from "../../components/not-found";
import { StoreLayout } from "./layout/store-layout";
import HomePage from "./pages/home";

const CustomerLoginPage = lazy(() => import("./pages/login"));

/** The storefront: custom pages (not refine resources). */
export default function CustomerPortal() {
  return (
    <Routes>
      <Route
        index
        element={
          <StoreLayout landing>
            <HomePage />
          </StoreLayout>
        }
      />
      <Route path="login" element={<CustomerLoginPage />} />
      <Route path="customer" element={<CustomerLoginPage />} />
      <Route
        path="*"
        element={
          <StoreLayout>
            <NotFoundPage />
          </StoreLayout>
        }
      />
    </Routes>
  );
}
