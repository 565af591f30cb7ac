// Generated from the backend OpenAPI schema by scripts/gen-api.mjs. Do not edit.
export interface paths {
    "/admin-api/member/collectible/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new collectible, checked as one row of the item file's collectibles
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015003 member.content_code_taken, 1004015002 member.content_row_invalid
         */
        post: operations["collectible_create_admin_api_member_collectible_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/collectible/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A collectible definition with every language's name and description, for its form
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015006 member.content_collectible_not_found
         */
        get: operations["collectible_get_admin_api_member_collectible_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/collectible/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Collectible definitions with their edition size and how many copies were earned
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["collectible_page_admin_api_member_collectible_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/collectible/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a collectible (all but its code; its edition size never below the copies issued)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015006 member.content_collectible_not_found, 1004015002 member.content_row_invalid
         */
        post: operations["collectible_update_admin_api_member_collectible_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/item/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new item (bonus code or voucher), checked as one row of the item file
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015003 member.content_code_taken, 1004015002 member.content_row_invalid
         */
        post: operations["item_create_admin_api_member_item_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/item/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An item definition with every language's name and instructions, for its form
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015005 member.content_item_not_found
         */
        get: operations["item_get_admin_api_member_item_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/item/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an item file (the JSON `gamestore import-items` reads: items and collectibles, bonus codes added to pools): good rows saved, each bad row reported
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015000 member.content_file_unreadable, 1004015001 member.content_file_too_large
         */
        post: operations["item_import_admin_api_member_item_import_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/item/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Item definitions (bonus codes and vouchers) with their names in every language
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["item_page_admin_api_member_item_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/item/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an item (all but its code and bonus codes), checked as one row of the item file
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015005 member.content_item_not_found, 1004015002 member.content_row_invalid
         */
        post: operations["item_update_admin_api_member_item_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/level/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The five member levels: the experience each starts at, its discount, its names
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["level_list_admin_api_member_level_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/level/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the five levels together (level 1 at 0 experience, thresholds increasing, discounts 0–50 % never decreasing)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004016000 member.level_numbers_invalid, 1004016001 member.level_first_not_zero, 1004016002 member.level_thresholds_not_increasing, 1004016003 member.level_discounts_decreasing
         */
        post: operations["level_update_admin_api_member_level_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/point/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or take a member's points with a reason (once per requestId; never below zero)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 404 error.not_found, 1004008000 member.point_not_enough
         */
        post: operations["adjust_points_admin_api_member_point_adjust_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/sign-in-config/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The check-in reward of each day of a streak (past the last day, the last day's)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["sign_in_config_list_admin_api_member_sign_in_config_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/sign-in-config/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the check-in rewards of days 1 … n (n ≤ 31) together
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004009001 member.sign_in_days_invalid
         */
        post: operations["sign_in_config_update_admin_api_member_sign_in_config_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/task/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new task, checked as one row of the task file (the same rules and reasons)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015003 member.content_code_taken, 1004015002 member.content_row_invalid
         */
        post: operations["task_create_admin_api_member_task_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/task/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A task definition with every language's title and description, for its form
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015004 member.content_task_not_found
         */
        get: operations["task_get_admin_api_member_task_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/task/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a task file (the JSON `gamestore import-tasks` reads): good rows saved, each bad row reported
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015000 member.content_file_unreadable, 1004015001 member.content_file_too_large
         */
        post: operations["task_import_admin_api_member_task_import_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/task/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Task definitions with their titles in every language, type, reward and state
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["task_page_admin_api_member_task_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/task/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a task (all but its code), checked as one row of the task file
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1004015004 member.content_task_not_found, 1004015002 member.content_row_invalid
         */
        post: operations["task_update_admin_api_member_task_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/member/user/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members by id, mobile or nickname, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["member_page_admin_api_member_user_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/pay/wallet-recharge-package/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new recharge package: pay X (fen), receive X plus a bonus
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        post: operations["package_create_admin_api_pay_wallet_recharge_package_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/pay/wallet-recharge-package/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A recharge package
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1007007002 pay.recharge_package_not_found
         */
        get: operations["package_get_admin_api_pay_wallet_recharge_package_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/pay/wallet-recharge-package/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wallet recharge packages (offered and withdrawn), as members see them ordered
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["package_page_admin_api_pay_wallet_recharge_package_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/pay/wallet-recharge-package/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a package's price, bonus, names, order, or offer or withdraw it
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1007007002 pay.recharge_package_not_found
         */
        post: operations["package_update_admin_api_pay_wallet_recharge_package_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/brand/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new team, checked as a team row of the catalogue file
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008009000 product.catalogue_row_invalid, 1008009001 product.catalogue_code_taken
         */
        post: operations["brand_create_admin_api_product_brand_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/brand/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team with its texts in every language side by side
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008002000 product.brand_not_found
         */
        get: operations["brand_get_admin_api_product_brand_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/brand/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Teams (enabled or not) by sort, found by part of a name in any language or the code
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["brand_page_admin_api_product_brand_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/brand/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a team (every field but its code)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008009000 product.catalogue_row_invalid, 1008002000 product.brand_not_found
         */
        post: operations["brand_update_admin_api_product_brand_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/category/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new category, checked as a category row of the catalogue file (parent, depth, cycles)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008009000 product.catalogue_row_invalid, 1008009001 product.catalogue_code_taken, 1008001000 product.category_not_found
         */
        post: operations["category_create_admin_api_product_category_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every category (enabled or not), flat with parent ids, per-language names side by side
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["category_list_admin_api_product_category_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/category/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a category (every field but its code); a move keeps the tree within 10 levels, acyclic
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008009000 product.catalogue_row_invalid, 1008001000 product.category_not_found
         */
        post: operations["category_update_admin_api_product_category_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/key/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a file of activation keys (one a line) to a version; answers each line's outcome
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008006000 product.sku_not_found, 1008008000 product.import_file_unreadable, 1008008001 product.import_file_too_large
         */
        post: operations["key_import_admin_api_product_key_import_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/key/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A version's keys by status, newest first, without their codes
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008006000 product.sku_not_found
         */
        get: operations["key_page_admin_api_product_key_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/key/reveal-audit/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who revealed which key when (members revealing their bought keys), newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["key_reveal_audit_admin_api_product_key_reveal_audit_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/key/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take an unsold key off sale for good, with a reason (a sold key is refunded instead)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008007000 product.key_not_found, 1008007001 product.key_sold, 1008007002 product.key_reserved, 1008007003 product.key_revoked
         */
        post: operations["key_revoke_admin_api_product_key_revoke_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/key/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each version's keys: available, reserved, sold, revoked, against its low-on-keys threshold
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["key_stock_admin_api_product_key_stock_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/key/update-threshold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A version's own low-on-keys threshold (null: back to METRICS_LOW_STOCK_THRESHOLD)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008006000 product.sku_not_found
         */
        post: operations["key_update_threshold_admin_api_product_key_update_threshold_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/key/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A key's code, shown to an operator who gives a reason; the look is audited
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008007000 product.key_not_found
         */
        post: operations["key_view_admin_api_product_key_view_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/spu/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new game with its versions and prices (off sale unless status says 1); answers its id
         * @description Saved as one game row of the catalogue file (docs/import-format.md) through its import: the same checks and reasons, nothing saved when refused. Its versions and their prices come in the same body (catalogue.game:write suffices for versions and prices); a version the body does not list is left as it is, none is deleted.
         *
         *     Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008009000 product.catalogue_row_invalid, 1008001000 product.category_not_found, 1008002000 product.brand_not_found, 1008009001 product.catalogue_code_taken
         */
        post: operations["spu_create_admin_api_product_spu_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/spu/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game with its texts in every language side by side and its versions' prices and keys
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008005000 product.spu_not_found
         */
        get: operations["spu_get_admin_api_product_spu_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/spu/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a catalogue file (the format `gamestore import-games` reads); answers its report
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008008000 product.import_file_unreadable, 1008008001 product.import_file_too_large
         */
        post: operations["spu_import_admin_api_product_spu_import_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/spu/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games on sale or not, by name (any language), code or id, status and category
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["spu_page_admin_api_product_spu_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/spu/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a game (every field but its code), its versions and their prices
         * @description Saved as one game row of the catalogue file (docs/import-format.md) through its import: the same checks and reasons, nothing saved when refused. Its versions and their prices come in the same body (catalogue.game:write suffices for versions and prices); a version the body does not list is left as it is, none is deleted.
         *
         *     Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008009000 product.catalogue_row_invalid, 1008001000 product.category_not_found, 1008002000 product.brand_not_found, 1008005000 product.spu_not_found
         */
        post: operations["spu_update_admin_api_product_spu_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/product/spu/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a game on sale (1) or take it off (0)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1008005000 product.spu_not_found
         */
        post: operations["spu_update_status_admin_api_product_spu_update_status_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/activity-reminder/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity reminders members set, newest first, with how many are delivered and waiting
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["reminder_page_admin_api_promotion_activity_reminder_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/article/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new activity or news item, a draft until published; checked as the content file is
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013016003 promotion.article_code_taken, 1013016004 promotion.article_category_not_found, 1013016002 promotion.article_invalid
         */
        post: operations["article_create_admin_api_promotion_article_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/article/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An activity or news item with every language's title, summary and body as stored
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013016000 promotion.article_not_found
         */
        get: operations["article_get_admin_api_promotion_article_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/article/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a content file (the JSON `gamestore import-articles` reads): good rows saved, each row reported
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013016005 promotion.article_file_unreadable
         */
        post: operations["article_import_admin_api_promotion_article_import_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/article/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activities and news by title, type, category and published or not, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["article_page_admin_api_promotion_article_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/article/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish an activity or news item (Explore shows it) or take it offline
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013016000 promotion.article_not_found
         */
        post: operations["article_publish_admin_api_promotion_article_publish_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/article/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an activity or news item (all but its code and published state)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013016000 promotion.article_not_found, 1013016004 promotion.article_category_not_found, 1013016002 promotion.article_invalid
         */
        post: operations["article_update_admin_api_promotion_article_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/banner/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new banner, shown at once
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        post: operations["banner_create_admin_api_promotion_banner_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/banner/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a banner in the shop or hide it
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013019000 promotion.banner_not_found
         */
        post: operations["banner_enable_admin_api_promotion_banner_enable_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/banner/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A banner
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013019000 promotion.banner_not_found
         */
        get: operations["banner_get_admin_api_promotion_banner_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/banner/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banners by position and shown or hidden, as the shop orders them
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["banner_page_admin_api_promotion_banner_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/banner/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a banner's position, titles, pictures, link and order
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013019000 promotion.banner_not_found
         */
        post: operations["banner_update_admin_api_promotion_banner_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/bundle/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A bundle: any N of its versions for a tier's price, or a fixed set at a price (enabled)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013021003 promotion.bundle_version_repeated, 1013021002 promotion.bundle_too_few_versions, 1013021004 promotion.bundle_version_not_found, 1013021007 promotion.bundle_window_invalid, 1013021005 promotion.bundle_tiers_invalid, 1013021006 promotion.bundle_price_invalid
         */
        post: operations["bundle_create_admin_api_promotion_bundle_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/bundle/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a bundle (orders bought in it keep their lines and prices)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013021000 promotion.bundle_not_found
         */
        post: operations["bundle_delete_admin_api_promotion_bundle_delete_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/bundle/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bundle with its tiers and versions
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013021000 promotion.bundle_not_found
         */
        get: operations["bundle_get_admin_api_promotion_bundle_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/bundle/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bundles by name, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["bundle_page_admin_api_promotion_bundle_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/bundle/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a bundle (its versions and tiers are replaced; orders placed keep their prices)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013021000 promotion.bundle_not_found, 1013021003 promotion.bundle_version_repeated, 1013021002 promotion.bundle_too_few_versions, 1013021004 promotion.bundle_version_not_found, 1013021007 promotion.bundle_window_invalid, 1013021005 promotion.bundle_tiers_invalid, 1013021006 promotion.bundle_price_invalid
         */
        post: operations["bundle_update_admin_api_promotion_bundle_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/bundle/update-enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable or disable a bundle (a disabled one leaves the shop at once)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013021000 promotion.bundle_not_found
         */
        post: operations["bundle_update_enabled_admin_api_promotion_bundle_update_enabled_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/discount-activity/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a discount activity now (one to come never starts)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013018000 promotion.discount_activity_not_found
         */
        post: operations["discount_activity_close_admin_api_promotion_discount_activity_close_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/discount-activity/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A discount activity: its name, window and versions with their discounts (the shop prices them while it runs)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013018001 promotion.discount_window_invalid, 1013018004 promotion.discount_version_repeated, 1013018003 promotion.discount_version_not_found, 1013018002 promotion.discount_out_of_range
         */
        post: operations["discount_activity_create_admin_api_promotion_discount_activity_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/discount-activity/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A discount activity with its versions, their discounts and event prices
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013018000 promotion.discount_activity_not_found
         */
        get: operations["discount_activity_get_admin_api_promotion_discount_activity_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/discount-activity/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Discount activities by name and status, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["discount_activity_page_admin_api_promotion_discount_activity_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/discount-activity/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a discount activity's name, window and versions (the versions are replaced)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013018000 promotion.discount_activity_not_found, 1013018001 promotion.discount_window_invalid, 1013018004 promotion.discount_version_repeated, 1013018003 promotion.discount_version_not_found, 1013018002 promotion.discount_out_of_range
         */
        post: operations["discount_activity_update_admin_api_promotion_discount_activity_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/star-deal/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A star deal: a version's keys at a price in a window, at most so many a member; its keys are held for it from now
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013031000 promotion.star_deal_not_found, 1013031005 promotion.star_deal_invalid, 1013031006 promotion.star_deal_keys_short
         */
        post: operations["admin_star_deal_create_admin_api_promotion_star_deal_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/star-deal/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a star deal now: its unsold keys go back on sale
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1013031000 promotion.star_deal_not_found
         */
        post: operations["admin_star_deal_end_admin_api_promotion_star_deal_end_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/promotion/star-deal/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every star deal, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["admin_star_deal_list_admin_api_promotion_star_deal_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/audit-log/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["audit_log_page_admin_api_system_audit_log_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/auth/get-permission-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is logged in, their role and what they may do
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["get_permission_info_admin_api_system_auth_get_permission_info_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log an operator in with username, password and (when they have one) a TOTP code
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1002030000 system.operator_bad_credentials, 1002030003 system.operator_disabled, 1002030001 system.operator_totp_required, 1002030002 system.operator_totp_wrong, 429 system.operator_login_slowed
         */
        post: operations["login_admin_api_system_auth_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End this operator login: both its tokens stop working
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        post: operations["logout_admin_api_system_auth_logout_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade an operator's refresh token for a new pair (each refresh token works once)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1002030004 system.operator_refresh_invalid, 1002030003 system.operator_disabled
         */
        post: operations["refresh_token_admin_api_system_auth_refresh_token_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a still picture (PNG, JPG, GIF, WebP) for a cover, a banner or a picture field: stored public, re-encoded without metadata, as a member's upload is; answers its URL
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002009000 system.file_empty, 1002009001 system.file_too_large, 1002009002 system.file_type_not_allowed, 1002009003 system.image_too_many_pixels, 1002009004 system.image_animated, 1002009006 system.file_store_unavailable
         */
        post: operations["upload_picture_admin_api_system_file_upload_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/help-article/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new help question, checked as one row of the content file's help section
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002020003 system.help_code_taken, 1002020001 system.help_category_not_found, 1002020002 system.help_invalid
         */
        post: operations["help_article_create_admin_api_system_help_article_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/help-article/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A help question with every language's title and answer as stored
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002020000 system.help_article_not_found
         */
        get: operations["help_article_get_admin_api_system_help_article_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/help-article/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Help questions, drafts too, by words of the question or answer, category and state
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["help_article_page_admin_api_system_help_article_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/help-article/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a help question (all but its code); published false makes it a draft
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002020000 system.help_article_not_found, 1002020001 system.help_category_not_found, 1002020002 system.help_invalid
         */
        post: operations["help_article_update_admin_api_system_help_article_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/help-category/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new help category, checked as one row of the content file's helpCategories
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002020003 system.help_code_taken, 1002020002 system.help_invalid
         */
        post: operations["help_category_create_admin_api_system_help_category_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/help-category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The help centre's categories with every language's name and how many questions each holds
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["help_category_list_admin_api_system_help_category_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/help-category/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rename or reorder a help category (not its code)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002020001 system.help_category_not_found, 1002020002 system.help_invalid
         */
        post: operations["help_category_update_admin_api_system_help_category_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/operator/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an operator (TOTP is set up from the command line)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002030005 system.operator_username_taken
         */
        post: operations["create_operator_admin_api_system_operator_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/operator/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operators, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["operator_page_admin_api_system_operator_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/operator/totp/begin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start two-step verification for yourself: a new secret and its otpauth:// URI, pending (not asked at login) until a code from it is confirmed; beginning again replaces the pending one
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1002030008 system.operator_totp_already_enabled
         */
        post: operations["totp_begin_admin_api_system_operator_totp_begin_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/operator/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn your pending two-step verification on with a code from it: every login asks for one after
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1002030008 system.operator_totp_already_enabled, 1002030009 system.operator_totp_not_begun, 1002030002 system.operator_totp_wrong
         */
        post: operations["totp_confirm_admin_api_system_operator_totp_confirm_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/operator/totp/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn another operator's two-step verification off (their logins take the password alone)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002030006 system.operator_not_found, 1002030010 system.operator_totp_own_reset
         */
        post: operations["totp_reset_admin_api_system_operator_totp_reset_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/operator/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an operator's role, enabled state or password (ends their sessions)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002030006 system.operator_not_found, 1002030007 system.operator_not_own_account
         */
        put: operations["update_operator_admin_api_system_operator_update_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/outbox/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Messages to the outside world (pushes, subscribe messages …), newest first, by state
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["outbox_page_admin_api_system_outbox_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/system/outbox/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed or delivered message again: back to pending with its tries reset (audited)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1002040000 system.outbox_message_not_found, 1002040001 system.outbox_message_not_replayable
         */
        post: operations["outbox_replay_admin_api_system_outbox_replay_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/after-sale/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund every never-revealed key of a paid order, with a reason (no refund window for support)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1011000000 trade.order_not_found, 1011005000 trade.refund_order_not_paid, 1011005005 trade.refund_in_progress, 1011005001 trade.refund_already_done, 1011005002 trade.refund_keys_revealed
         */
        post: operations["after_sale_create_admin_api_trade_after_sale_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/after-sale/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What refunding the order's never-revealed keys would give back now, before support confirms: their share, less the worth of points they earned that the member has spent
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1011000000 trade.order_not_found, 1011005000 trade.refund_order_not_paid, 1011005005 trade.refund_in_progress, 1011005001 trade.refund_already_done, 1011005002 trade.refund_keys_revealed
         */
        get: operations["after_sale_preview_admin_api_trade_after_sale_preview_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/after-sale/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the gateway again for a refund whose automatic tries are used up (status 40)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1011005004 trade.after_sale_not_found, 1007006003 pay.refund_not_retryable
         */
        post: operations["after_sale_retry_admin_api_trade_after_sale_retry_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/feedback/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What members wrote (feedback centre and order threads), answered or waiting, by mobile or words, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["feedback_page_admin_api_trade_feedback_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/feedback/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The store's reply to feedback from the centre or in an order's thread (the member sees it)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1011003003 trade.feedback_not_found, 1011000000 trade.order_not_found
         */
        post: operations["feedback_reply_admin_api_trade_feedback_reply_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/key-report/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Keys members reported not working, newest first: pending (with support) or resolved, each with its order, the member (mobile masked) and their reports this month
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["key_report_page_admin_api_trade_key_report_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/key-report/refund-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What refunding a reported key would give back now, before support confirms: its share, less the worth of points it earned that the member has spent
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1011006002 trade.key_report_not_found, 1011006003 trade.key_report_resolved, 1011005005 trade.refund_in_progress, 1011005001 trade.refund_already_done
         */
        get: operations["key_report_refund_preview_admin_api_trade_key_report_refund_preview_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/key-report/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a key report with support: replace (any available key of the version, shown to the member), refund (that key's share) or reject (with an answer); the member is told
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1011006002 trade.key_report_not_found, 1011006003 trade.key_report_resolved, 1011006004 trade.key_report_no_key, 1011005005 trade.refund_in_progress, 1011005001 trade.refund_already_done
         */
        post: operations["key_report_resolve_admin_api_trade_key_report_resolve_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/order/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's whole history: lines, price parts, payment, log, keys (masked), refunds, feedback
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden, 1011000000 trade.order_not_found
         */
        get: operations["order_get_admin_api_trade_order_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/order/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders by number, member mobile or activation key, status and time, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["order_page_admin_api_trade_order_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin-api/trade/statistics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's and this week's sales, orders, paying members, cart conversion, best sellers and failed payment notices
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 403 error.forbidden
         */
        get: operations["summary_admin_api_trade_statistics_summary_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/game/data/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A short-lived code that opens a browser (H5) game the member owns
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1008005000 product.spu_not_found, 1013000000 game.not_owned, 1013000001 game.not_browser
         */
        get: operations["game_code_app_api_game_data_code_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/game/data/verify-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * For a game's server: who a game code belongs to and for which game (no member login)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1013000002 game.code_invalid, 1013000003 game.code_expired
         */
        post: operations["verify_game_code_app_api_game_data_verify_code_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/game/user/isGameOwnedByUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the logged-in member owns the game (false for visitors and unknown games)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["is_game_owned_by_user_app_api_game_user_isGameOwnedByUser_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/game/user/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's games, the latest bought first (games off the shelf included)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["owned_game_page_app_api_game_user_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/game/user/steam-library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The games and versions the member's bound Steam account owns (read from Steam when due: first after binding, then at most daily), for marking them in the app
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["steam_library_read_app_api_game_user_steam_library_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/game/user/steam-library/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the member's Steam library now (a few times an hour)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1013001000 game.steam_library_off, 1004020004 member.steam_not_bound, 429 error.too_many_requests
         */
        post: operations["steam_library_refresh_app_api_game_user_steam_library_refresh_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/game/user/steam-wishlist/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add the games sold here that are on the member's Steam wishlist to their favorites
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1013001000 game.steam_library_off, 1004020004 member.steam_not_bound
         */
        post: operations["steam_wishlist_import_app_api_game_user_steam_wishlist_import_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/infra/file/temp-url-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Links to the member's own private uploads, each working 600 s
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1002009005 system.file_not_found
         */
        post: operations["temp_url_list_app_api_infra_file_temp_url_list_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/infra/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a still image (PNG, JPG, GIF, WebP), stored re-encoded without metadata; answers its URL, or for scope private its path (links to it come from temp-url-list)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1002009000 system.file_empty, 1002009001 system.file_too_large, 1002009002 system.file_type_not_allowed, 1002009003 system.image_too_many_pixels, 1002009004 system.image_animated, 1002009006 system.file_store_unavailable
         */
        post: operations["upload_file_app_api_infra_file_upload_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/create-weixin-jsapi-signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * wx.config for a page in the WeChat browser (official account JS-SDK); no login needed
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004018000 member.social_not_supported, 1004018004 member.social_wechat_unavailable
         */
        post: operations["create_weixin_jsapi_signature_app_api_member_auth_create_weixin_jsapi_signature_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with mobile and password
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004003000 member.bad_credentials, 1004003001 member.account_disabled
         */
        post: operations["password_login_app_api_member_auth_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End this login: both its tokens stop working
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        post: operations["logout_app_api_member_auth_logout_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade a refresh token for a new pair (each refresh token works once)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 member.refresh_invalid, 1004003001 member.account_disabled
         */
        post: operations["refresh_token_app_api_member_auth_refresh_token_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/send-sms-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a verification code (scenes 2 and 3 need a login)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004004003 member.sms_too_fast, 1004004004 member.sms_daily_limit, 1004004005 member.sms_send_failed, 1004004006 member.sms_mobile_not_yours, 1004001003 member.mobile_required
         */
        post: operations["send_sms_code_app_api_member_auth_send_sms_code_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/sms-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a code (scene 1); the first login registers the member
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004004000 member.sms_code_not_found, 1004004001 member.sms_code_wrong, 1004004002 member.sms_code_burned, 1004003001 member.account_disabled
         */
        post: operations["sms_login_app_api_member_auth_sms_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/social-auth-redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * WeChat's authorize page for the official account (type 31); no login needed
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 400 member.social_redirect_unsupported, 1004018000 member.social_not_supported
         */
        get: operations["social_auth_redirect_app_api_member_auth_social_auth_redirect_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/social-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in by WeChat (31 with the redirect's code and state, 43 with the app SDK's code); the first login registers a member without a mobile
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004018005 member.social_login_mini_program, 1004018000 member.social_not_supported, 1004018003 member.social_state_invalid, 1004018001 member.social_auth_failed, 1004018002 member.social_bound_to_other, 1004018004 member.social_wechat_unavailable, 1004003001 member.account_disabled
         */
        post: operations["social_login_app_api_member_auth_social_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/univerify-app-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with the app's one-tap result (uni.login univerify); the first login registers the provider's number
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004019000 member.univerify_failed, 1004019001 member.univerify_no_number, 1004019002 member.univerify_not_supported, 1004003001 member.account_disabled
         */
        post: operations["univerify_app_login_app_api_member_auth_univerify_app_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/auth/weixin-mini-app-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in from the mini program with WeChat's phone number (the first login registers the member) and bind its openid
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004018000 member.social_not_supported, 1004018003 member.social_state_invalid, 1004018001 member.social_auth_failed, 1004018011 member.mini_phone_not_obtained, 1004018002 member.social_bound_to_other, 1004001001 member.mobile_taken, 1004018004 member.social_wechat_unavailable, 1004003001 member.account_disabled
         */
        post: operations["weixin_mini_app_login_app_api_member_auth_weixin_mini_app_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/collectible/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the member's collectibles: its number in the edition, when and how it was earned
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004013000 member.collectible_not_found
         */
        get: operations["collectible_get_app_api_member_collectible_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/collectible/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's collectibles, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["collectible_page_app_api_member_collectible_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/experience-record/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's experience records, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["experience_record_page_app_api_member_experience_record_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/feedback/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write to the store from the feedback centre (an order for payment and key subjects)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011003002 trade.feedback_order_required, 1011000000 trade.order_not_found, 1011003000 trade.feedback_content_required, 1011003001 trade.feedback_too_frequent, 1002009005 system.file_not_found
         */
        post: operations["create_member_feedback_app_api_member_feedback_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/feedback/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of my feedback centre messages with the store's replies
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011003003 trade.feedback_not_found
         */
        get: operations["member_feedback_get_app_api_member_feedback_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/feedback/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My feedback and my orders' feedback threads, newest first, with the store's replies
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["member_feedback_page_app_api_member_feedback_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/item/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the member's items (a bonus code shows its code once revealed)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004012000 member.item_not_found
         */
        get: operations["item_get_app_api_member_item_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/item/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's items, newest first, with their state (status: 1 held, 2 used up, 3 not available)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["item_page_app_api_member_item_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/item/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal a bonus code to its owner (recorded the first time; it is then used)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004012000 member.item_not_found, 1004012001 member.item_not_revealable, 1004012002 member.item_not_available
         */
        post: operations["item_reveal_app_api_member_item_reveal_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/level/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every member level with the experience it starts at and its discount
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["level_list_app_api_member_level_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/notification/get-unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of my notifications are unread
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["notification_unread_count_app_api_member_notification_get_unread_count_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/notification/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My notifications, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["notification_page_app_api_member_notification_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/notification/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark notifications read (those listed, else all)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        put: operations["notification_read_app_api_member_notification_read_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/point/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Points the member's paid orders will earn once final (not spendable yet), soonest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["pending_points_app_api_member_point_pending_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/point/record/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member's point records, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        post: operations["point_record_page_app_api_member_point_record_page_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/push-subscription/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop Web Push on this browser
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["push_delete_app_api_member_push_subscription_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/push-subscription/get-public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The VAPID public key a browser subscribes with (base64url, uncompressed P-256 point)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["push_public_key_app_api_member_push_subscription_get_public_key_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/push-subscription/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive Web Push on this browser (its PushSubscription JSON; a known push service's endpoint)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004011000 member.push_endpoint_refused
         */
        post: operations["push_save_app_api_member_push_subscription_save_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/referral/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's referred friends, newest first, with their purchases and the points earned
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["referral_page_app_api_member_referral_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/referral/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's referred friends and the points their purchases earned
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["referral_summary_app_api_member_referral_summary_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/share/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page's share for the member (a visitor's share names sharer 0 and refers nobody)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004014000 member.share_target_not_found
         */
        get: operations["share_info_app_api_member_share_info_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/share/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A share the member made (counts towards tasks about sharing, once per page a period)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        post: operations["share_log_app_api_member_share_log_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/share/poster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The poster behind a share code (PNG: picture, title, price, sharer, QR code of the link; a mini-program share's shows the mini program's code when the store has one)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004014001 member.share_code_not_found, 1004014000 member.share_target_not_found, 429 error.too_many_requests
         */
        get: operations["share_poster_app_api_member_share_poster_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/share/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page a share code opens and its tracking string (a mini-program code's scene); no login needed
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004014001 member.share_code_not_found
         */
        get: operations["share_resolve_app_api_member_share_resolve_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/sign-in/config/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The check-in reward of each day of a streak (the last repeats after it)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["sign_in_config_list_app_api_member_sign_in_config_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/sign-in/record/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in for today and collect the day's points and experience
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004009000 member.sign_in_already
         */
        post: operations["sign_in_create_app_api_member_sign_in_record_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/sign-in/record/get-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Days checked in, the running streak and whether today is done
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["sign_in_summary_app_api_member_sign_in_record_get_summary_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/sign-in/record/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's check-ins, newest first (one month's with `month`)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["sign_in_record_page_app_api_member_sign_in_record_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/social-user/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind the WeChat account behind a login code; answers its openid
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004018000 member.social_not_supported, 1004018003 member.social_state_invalid, 1004018001 member.social_auth_failed, 1004018002 member.social_bound_to_other, 1004018004 member.social_wechat_unavailable
         */
        post: operations["bind_social_user_app_api_member_social_user_bind_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/social-user/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's bound account of a type (data null when none is bound)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["get_social_user_app_api_member_social_user_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/social-user/get-subscribe-template-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mini program's subscribe-message templates (empty when the store has no mini program)
         * @description `reminder` is true for the template activity reminders are sent with (WECHAT_MINI_PROGRAM_REMINDER_TEMPLATE): the one to ask the member to accept for a reminder; none is marked when the store sends no reminders to the mini program. Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004018004 member.social_wechat_unavailable
         */
        get: operations["get_subscribe_template_list_app_api_member_social_user_get_subscribe_template_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/social-user/steam-bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind the Steam account this server verified for the member in steam-callback
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004020002 member.steam_not_verified, 1004020003 member.steam_bound_to_other
         */
        post: operations["steam_bind_app_api_member_social_user_steam_bind_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/social-user/steam-callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where Steam sends the member back: checks the assertion, then on to the app's index/steam
         * @description Answers a redirect (303) to the callbackUrl of steam-login with userId, type=steam and steamId, or errCode when the assertion is not believed; a token naming no sign-in answers the error. Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004020001 member.steam_sign_in_failed
         */
        get: operations["steam_callback_app_api_member_social_user_steam_callback_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/social-user/steam-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Steam's OpenID sign-in address (checkid_setup) for binding the member's Steam account
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004020000 member.steam_url_not_ours
         */
        post: operations["steam_login_app_api_member_social_user_steam_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/social-user/steam-unbind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unbind the member's Steam account
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004020004 member.steam_not_bound
         */
        post: operations["steam_unbind_app_api_member_social_user_steam_unbind_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/social-user/unbind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unbind one of the member's WeChat accounts
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 404 member.social_user_not_found
         */
        delete: operations["unbind_social_user_app_api_member_social_user_unbind_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/social-user/wxa-qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A mini-program code (base64 PNG) opening a page with a scene, for share posters; no login needed
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004018000 member.social_not_supported, 1004018012 member.mini_page_not_published, 1004018010 member.mini_wxa_code_failed, 1004018004 member.social_wechat_unavailable, 429 error.too_many_requests
         */
        post: operations["wxa_qrcode_app_api_member_social_user_wxa_qrcode_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/task/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Collect a completed task's reward (points and experience), once
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004010000 member.task_not_found, 1004010001 member.task_not_receivable, 1004010002 member.task_already_claimed, 1004010003 member.task_expired
         */
        post: operations["task_claim_app_api_member_task_claim_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/task/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's tasks this period with progress and status (status 30: rewards that expired)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["task_page_app_api_member_task_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/user/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in member's profile
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["get_user_app_api_member_user_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/user/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a forgotten password (code sent to the mobile, scene 4); no login needed
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1004004000 member.sms_code_not_found, 1004004001 member.sms_code_wrong, 1004004002 member.sms_code_burned
         */
        put: operations["reset_password_app_api_member_user_reset_password_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/user/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change nickname, avatar, gender or country
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        put: operations["update_user_app_api_member_user_update_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/user/update-language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The language the member now uses the app in: reminders, replies and refunds are told in it
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        put: operations["update_language_app_api_member_user_update_language_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/user/update-mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the mobile number (codes to the current number, if any, and the new one, scene 2)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004004000 member.sms_code_not_found, 1004004001 member.sms_code_wrong, 1004004002 member.sms_code_burned, 1004001001 member.mobile_taken, 1004001002 member.mobile_unchanged, 1004001004 member.old_code_required
         */
        put: operations["update_mobile_app_api_member_user_update_mobile_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/user/update-mobile-by-weixin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the member's mobile to the number WeChat has (a getPhoneNumber code)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004018000 member.social_not_supported, 1004018011 member.mini_phone_not_obtained, 1004001002 member.mobile_unchanged, 1004001001 member.mobile_taken, 1004018004 member.social_wechat_unavailable
         */
        put: operations["update_mobile_by_weixin_app_api_member_user_update_mobile_by_weixin_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/member/user/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password (code sent to the account's mobile, scene 3)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004004000 member.sms_code_not_found, 1004004001 member.sms_code_wrong, 1004004002 member.sms_code_burned, 1004001003 member.mobile_required
         */
        put: operations["update_password_app_api_member_user_update_password_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/pay/channel/get-enable-code-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment channels this store takes */
        get: operations["enabled_channels_app_api_pay_channel_get_enable_code_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/pay/order/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the member's payment orders
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1007000000 pay.order_not_found
         */
        get: operations["get_pay_order_app_api_pay_order_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/pay/order/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a payment order through a channel (wallet and mock settle at once: status 0)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1007000000 pay.order_not_found, 1007000002 pay.order_closed, 1007000001 pay.order_expired, 1007001000 pay.channel_not_enabled, 1007007000 pay.wallet_balance_not_enough, 1007007004 pay.recharge_not_by_wallet, 1007001001 pay.channel_failed, 1007001002 pay.wechat_binding_needed, 1011000004 trade.order_closed, 1002016000 error.ios_app_purchases_off
         */
        post: operations["submit_pay_order_app_api_pay_order_submit_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/pay/wallet-recharge-package/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recharge packages: pay X, receive X plus a bonus */
        get: operations["list_packages_app_api_pay_wallet_recharge_package_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/pay/wallet-recharge/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a recharge package: answers the payment order to pay (not from the wallet)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1007007002 pay.recharge_package_not_found, 1007007003 pay.recharge_price_mismatch, 1002016000 error.ios_app_purchases_off
         */
        post: operations["create_recharge_app_api_pay_wallet_recharge_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/pay/wallet-recharge/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's recharges, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["page_recharges_app_api_pay_wallet_recharge_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/pay/wallet-transaction/get-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Income and expense between two moments (createTime given twice: start, end)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1007007001 pay.summary_range_invalid
         */
        get: operations["get_summary_app_api_pay_wallet_transaction_get_summary_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/pay/wallet-transaction/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The wallet's transactions, newest first (income, expense or both)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        post: operations["page_transactions_app_api_pay_wallet_transaction_page_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/pay/wallet/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's wallet balance
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["get_wallet_app_api_pay_wallet_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/brand-collection/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop following a team (again changes nothing)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["unfollow_brand_app_api_product_brand_collection_cancel_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/brand-collection/create/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a team (following it again changes nothing)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1008002000 product.brand_not_found
         */
        post: operations["follow_brand_app_api_product_brand_collection_create_collect_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/brand-collection/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The teams the member follows, the latest follow first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["followed_brands_app_api_product_brand_collection_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/brand/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One enabled team with its counts
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1008002000 product.brand_not_found
         */
        get: operations["get_brand_app_api_product_brand_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/brand/get-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many members follow a team and how many of its games are on sale
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1008002000 product.brand_not_found
         */
        get: operations["get_brand_count_app_api_product_brand_get_count_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/brand/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every enabled team with its follower and game counts
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["brand_list_app_api_product_brand_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/brand/list-all-simple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every enabled team's id and name
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["brand_list_all_simple_app_api_product_brand_list_all_simple_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/browse-history/clean": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Forget all of the member's footprints
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["clean_browse_history_app_api_product_browse_history_clean_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/browse-history/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Forget the footprints of the listed games (1 to 100 ids)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["delete_browse_history_app_api_product_browse_history_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/browse-history/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's footprints, most recently viewed first; spu is null for games off the shelf
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["browse_history_page_app_api_product_browse_history_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/bundle/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bundle's page: its versions with list prices, those the member owns (here or on Steam) marked, and a fixed set's price for this member without them
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1013021000 promotion.bundle_not_found, 1013021001 promotion.bundle_not_on_sale, 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["bundle_get_app_api_product_bundle_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/bundle/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bundles on sale now, newest first (the home page's list), found by name with keyword; each with its tiers or price and its lowest stock
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["bundle_page_app_api_product_bundle_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every category (flat, with parent ids)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["category_list_app_api_product_category_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/comment/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of a game's reviews, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["comment_page_app_api_product_comment_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/comment/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's rating summary
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["comment_statistics_app_api_product_comment_statistics_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/favorite/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Favorite a game on sale (favoriting it again changes nothing)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1008005000 product.spu_not_found, 1008005001 product.spu_off_shelf
         */
        post: operations["create_favorite_app_api_product_favorite_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/favorite/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unfavorite a game (also one off the shelf; again changes nothing)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["delete_favorite_app_api_product_favorite_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/favorite/exist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the logged-in member favorited the game (false for visitors)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["favorite_exists_app_api_product_favorite_exist_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/favorite/exits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the logged-in member favorited the game: /exist under yudao's spelling
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["favorite_exists_app_api_product_favorite_exits_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/favorite/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's favorites, newest first; spu is null for games off the shelf
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["favorite_page_app_api_product_favorite_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/price-alert/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove my price alert on a game (none is fine)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["price_alert_delete_app_api_product_price_alert_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/price-alert/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My price alert on the game, for its page (null without one, and for visitors)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["price_alert_get_app_api_product_price_alert_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/price-alert/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My price alerts, newest first, each with its game at my price now (null off the shelf)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["price_alert_page_app_api_product_price_alert_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/price-alert/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or change my price alert on a favorite: any drop, a target price or its historical low
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1008005000 product.spu_not_found, 1008005001 product.spu_off_shelf, 1013020000 promotion.price_alert_not_favorite, 1013020001 promotion.price_alert_target_required, 1013020002 promotion.price_alert_target_not_below
         */
        post: operations["price_alert_save_app_api_product_price_alert_save_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/spu/get-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's page; records a footprint for a logged-in member
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1008005000 product.spu_not_found, 1008005001 product.spu_off_shelf, 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["spu_detail_app_api_product_spu_get_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/spu/getNavigationNum": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many games each home list holds
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["spu_navigation_num_app_api_product_spu_getNavigationNum_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/spu/list-all-simple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every game on sale: id and name
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["spu_list_all_simple_app_api_product_spu_list_all_simple_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/spu/list-by-ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The asked games that are on sale, in the asked order
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["spu_list_by_ids_app_api_product_spu_list_by_ids_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/spu/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of games: a list (featured, low-priced, new, best-selling), a search or a filter
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["spu_page_app_api_product_spu_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/product/spu/price-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's versions' public prices over time (list and event prices), for its page's chart
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1008005000 product.spu_not_found, 1008005001 product.spu_off_shelf
         */
        get: operations["spu_price_history_app_api_product_spu_price_history_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/activity-reminder/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remind me before an activity starts: in the app, and by Web Push when asked
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1013016000 promotion.article_not_found, 1013016001 promotion.article_offline, 1013017000 promotion.reminder_not_upcoming
         */
        post: operations["reminder_create_app_api_promotion_activity_reminder_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/activity-reminder/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel my reminders of an activity (none is fine)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["reminder_delete_app_api_promotion_activity_reminder_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/activity-reminder/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My reminders still to come, soonest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["reminder_list_app_api_promotion_activity_reminder_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/article-category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The categories of activities and news
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["article_category_list_app_api_promotion_article_category_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/article/add-browse-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Count one reading of an activity or news item
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1013016000 promotion.article_not_found, 1013016001 promotion.article_offline
         */
        put: operations["article_add_browse_count_app_api_promotion_article_add_browse_count_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/article/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One activity or news item with its body (sanitized HTML) and featured games
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1013016000 promotion.article_not_found, 1013016001 promotion.article_offline
         */
        get: operations["article_get_app_api_promotion_article_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/article/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published activities and news, by type, activity status, category or title keyword
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["article_page_app_api_promotion_article_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/banner/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Banners at a position (promotion_banner_position; 1 home)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["banner_list_app_api_promotion_banner_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/star-deal-reminder/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remind me before a star deal starts: in the app, and by Web Push when asked
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1013031000 promotion.star_deal_not_found, 1013017000 promotion.reminder_not_upcoming
         */
        post: operations["star_deal_reminder_create_app_api_promotion_star_deal_reminder_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/star-deal-reminder/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel my reminders of a star deal (none is fine)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["star_deal_reminder_delete_app_api_promotion_star_deal_reminder_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/star-deal-reminder/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My star deal reminders still to come, soonest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["star_deal_reminder_list_app_api_promotion_star_deal_reminder_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/promotion/star-deal/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The star deals running and to come, soonest first: price, keys left (within a second), window */
        get: operations["star_deal_list_app_api_promotion_star_deal_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/system/app-info/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Name, version and file-system settings of the app
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["get_app_info_app_api_system_app_info_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/system/dict-data/simple-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every dictionary entry, labels in the asked language
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["dict_data_simple_list_app_api_system_dict_data_simple_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/system/dict-data/type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dictionary entries of one type, labels in the asked language
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["dict_data_by_type_app_api_system_dict_data_type_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/system/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the database (and Redis, when configured) answer
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["get_health_app_api_system_health_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/system/help/article/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One help question with its answer (sanitized HTML)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1002020000 system.help_article_not_found
         */
        get: operations["help_article_get_app_api_system_help_article_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/system/help/article/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Help questions of a category, or those matching words of the question or answer
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["help_article_page_app_api_system_help_article_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/system/help/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The help centre's categories
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["help_category_list_app_api_system_help_category_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/system/tenant/get-by-website": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant of a site's address or a mini program's appid (the store has one: tenant 1)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable)
         */
        get: operations["get_tenant_by_website_app_api_system_tenant_get_by_website_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/after-sale/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund every never-revealed key of a paid order (within the refund window): the keys go back, the money goes back by the channel it came from; answers the refund
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found, 1011005000 trade.refund_order_not_paid, 1011005005 trade.refund_in_progress, 1011005001 trade.refund_already_done, 1011005003 trade.refund_window_passed, 1011005002 trade.refund_keys_revealed, 1011008004 trade.gift_waiting
         */
        post: operations["create_app_api_trade_after_sale_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/after-sale/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the member's refunds
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011005004 trade.after_sale_not_found
         */
        get: operations["get_app_api_trade_after_sale_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/after-sale/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the member's refunds, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["page_app_api_trade_after_sale_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/cart/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a version in the cart (adds to its count when it is there); answers the cart item id
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000001 trade.sku_not_found, 1008005000 product.spu_not_found, 1008005001 product.spu_off_shelf, 1011000002 trade.sku_stock_not_enough, 1011002002 trade.count_too_large, 1011002001 trade.cart_full
         */
        post: operations["add_to_cart_app_api_trade_cart_add_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/cart/add-bundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a bundle in the cart (issue 42): any-N with the versions picked, a fixed set as offered; a bundle already there takes the new picks. Answers the cart bundle id
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1013021000 promotion.bundle_not_found, 1013021001 promotion.bundle_not_on_sale, 1013021008 promotion.bundle_pick_not_a_tier, 1013021009 promotion.bundle_version_not_in, 1013021010 promotion.bundle_all_owned, 1011000001 trade.sku_not_found, 1008005001 product.spu_off_shelf, 1011000002 trade.sku_stock_not_enough, 1011002001 trade.cart_full
         */
        post: operations["add_bundle_to_cart_app_api_trade_cart_add_bundle_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/cart/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove cart items (ids not in the member's cart are ignored)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["delete_cart_items_app_api_trade_cart_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/cart/delete-bundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove bundles from the cart (ids not in the member's cart are ignored)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        delete: operations["delete_cart_bundles_app_api_trade_cart_delete_bundle_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/cart/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cart, newest first, split into items that can be bought and those that cannot; its bundles apart (each saying whether it can be bought)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["cart_list_app_api_trade_cart_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/cart/update-bundle-selected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Select or unselect cart bundles (ids not in the member's cart are ignored)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        put: operations["update_cart_bundle_selected_app_api_trade_cart_update_bundle_selected_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/cart/update-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set how many of a cart item to buy
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011002002 trade.count_too_large, 1011002000 trade.cart_item_not_found
         */
        put: operations["update_cart_count_app_api_trade_cart_update_count_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/cart/update-selected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Select or unselect cart items (ids not in the member's cart are ignored)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        put: operations["update_cart_selected_app_api_trade_cart_update_selected_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/gift/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim a gift: its order, keys and games become the member's (the giver is told); one claimer wins, others are told it was claimed
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011008000 trade.gift_not_found, 1011008003 trade.gift_own, 1011008005 trade.gift_region, 1011008001 trade.gift_claimed, 1011008002 trade.gift_ended
         */
        post: operations["claim_app_api_trade_gift_claim_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/gift/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The gift behind a link: its games, the giver's nickname and message, whether it waits (anyone may open it; `mine` when the member asking gave it)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 1011008000 trade.gift_not_found
         */
        get: operations["get_app_api_trade_gift_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/gift/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The paid gifts the member gave, newest first: waiting, claimed (by whom, masked) or back
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["sent_app_api_trade_gift_sent_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/gift/take-back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back a gift nobody has claimed: the order is an ordinary one of the member's again, its refund window opening now
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found, 1011008002 trade.gift_ended
         */
        post: operations["take_back_app_api_trade_gift_take_back_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order-feedback-reply/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write to the store about an order
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found, 1011003000 trade.feedback_content_required, 1011003001 trade.feedback_too_frequent, 1002009005 system.file_not_found
         */
        post: operations["create_feedback_app_api_trade_order_feedback_reply_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order-feedback-reply/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's feedback thread, oldest first: the member's messages and the store's replies
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found
         */
        get: operations["get_thread_app_api_trade_order_feedback_reply_get_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel an unpaid order: its keys go back on sale and its points come back
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found, 1011000003 trade.order_not_unpaid
         */
        delete: operations["cancel_app_api_trade_order_cancel_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the order: reserves its keys and points and opens its payment (15 min to pay)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000001 trade.sku_not_found, 1008005001 product.spu_off_shelf, 1011000002 trade.sku_stock_not_enough, 1011002002 trade.count_too_large, 1011000009 trade.region_locked, 1011007000 trade.dlc_base_not_owned, 1013021000 promotion.bundle_not_found, 1013021001 promotion.bundle_not_on_sale, 1013021008 promotion.bundle_pick_not_a_tier, 1013021009 promotion.bundle_version_not_in, 1013021010 promotion.bundle_all_owned, 1004008000 member.point_not_enough, 1004001003 member.mobile_required, 1002016000 error.ios_app_purchases_off
         */
        post: operations["create_app_api_trade_order_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Hide a completed or closed order from the member's order list; its details and keys stay reachable (My Games). Refused while a key of it is unrevealed and refundable or a refund is under way
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found, 1011000005 trade.order_not_deletable, 1011000008 trade.order_keys_refundable, 1011005005 trade.refund_in_progress
         */
        delete: operations["delete_app_api_trade_order_delete_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/get-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the member's orders are in each tab
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["get_count_app_api_trade_order_get_count_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/get-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with every price line, its history and, once paid, its keys (masked until revealed)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found
         */
        get: operations["get_detail_app_api_trade_order_get_detail_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/get-express-track-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order's delivery track: placed, paid, keys delivered and each key revealed, oldest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found
         */
        get: operations["get_express_track_list_app_api_trade_order_get_express_track_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/item/create-comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a game of a completed order (once per game of the order)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011001000 trade.order_item_not_found, 1011001001 trade.order_not_completed, 1011001003 trade.rating_required, 1011001002 trade.order_item_commented
         */
        post: operations["create_comment_app_api_trade_order_item_create_comment_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/key-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a revealed key that does not work (1 already redeemed, 2 wrong region, 3 invalid): the order's first report within 48 h of the reveal is answered at once with a key of the same batch (replaced, revealed now); else, or with none left, it goes to support (toSupport)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found, 1011000007 trade.activation_key_not_found, 1011006000 trade.key_not_revealed, 1011006001 trade.key_already_reported
         */
        post: operations["key_report_app_api_trade_order_key_report_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/key-report/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key reports of the member's order, oldest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found
         */
        get: operations["key_report_list_app_api_trade_order_key_report_list_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/list-all-simple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's latest 100 orders, one line each
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["list_all_simple_app_api_trade_order_list_all_simple_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/list-by-game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The member's paid orders holding a game, hidden ones included, newest first (My Games' Keys): each with how many keys of it it holds
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["list_by_game_app_api_trade_order_list_by_game_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of the member's orders for one tab, newest first
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired
         */
        get: operations["page_app_api_trade_order_page_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/preorder-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The member accepted a WeChat subscribe message (in the mini program) for their pre-order waiting for its keys: its next news (delivered, short, refunded) goes to WeChat too. Answers how many are kept for it (at most 3)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011009002 trade.preorder_not_waiting
         */
        post: operations["preorder_message_app_api_trade_order_preorder_message_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/reveal-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal one activation key of a paid order: answers it in clear and records the reveal (a revealed key can no longer be refunded; the first reveal's time is kept)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000000 trade.order_not_found, 1011000007 trade.activation_key_not_found, 1011008004 trade.gift_waiting
         */
        post: operations["reveal_key_app_api_trade_order_reveal_key_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/order/settlement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the order would cost: every price line in fen, computed as creation will
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1011000001 trade.sku_not_found, 1008005001 product.spu_off_shelf, 1011000002 trade.sku_stock_not_enough, 1011002002 trade.count_too_large, 1011000009 trade.region_locked, 1011007000 trade.dlc_base_not_owned, 1013021000 promotion.bundle_not_found, 1013021001 promotion.bundle_not_on_sale, 1013021008 promotion.bundle_pick_not_a_tier, 1013021009 promotion.bundle_version_not_in, 1013021010 promotion.bundle_all_owned
         */
        post: operations["settlement_app_api_trade_order_settlement_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app-api/trade/star-deal/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy at a star deal: an unpaid order of the deal's version at its price (no member discount, points or voucher), its keys the deal's; at most the deal's limit a member over all their orders (unpaid ones count until they close). Sold out is answered at once
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests, 503 service busy (HTTP 503 with Retry-After: the database is unavailable); 401 error.unauthorized, 401 error.token_expired, 1004001003 member.mobile_required, 1002016000 error.ios_app_purchases_off, 1008005001 product.spu_off_shelf, 1011000009 trade.region_locked, 1013031000 promotion.star_deal_not_found, 1013031001 promotion.star_deal_not_started, 1013031002 promotion.star_deal_ended, 1013031003 promotion.star_deal_sold_out, 1013031004 promotion.star_deal_limit
         */
        post: operations["star_deal_create_app_api_trade_star_deal_create_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ActivationCodeResp
         * @description One key of a paid order: masked (code null) until its owner reveals it on purpose.
         */
        ActivationCodeResp: {
            /**
             * Code
             * @description The activation key to redeem on Steam; null until revealed
             */
            code: string | null;
            /** Keyid */
            keyId: number;
            /** Orderitemid */
            orderItemId: number;
            /**
             * Revealtime
             * @description When it was first revealed, epoch ms
             */
            revealTime: number | null;
            /**
             * Revealed
             * @description Revealed by the member (a revealed key can no longer be refunded)
             */
            revealed: boolean;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuname */
            spuName: string;
        };
        /** ActivityReminderCreateReq */
        ActivityReminderCreateReq: {
            /** Activityid */
            activityId: number;
            /**
             * Channels
             * @description 1 in the app (always added), 2 Web Push (the member saved a push subscription), 3 WeChat mini-program subscribe message (the member accepted the reminder template)
             */
            channels?: components["schemas"]["ReminderChannel"][];
        };
        /** ActivityReminderResp */
        ActivityReminderResp: {
            /** Activityid */
            activityId: number;
            /** Channels */
            channels: number[];
            /** Picurl */
            picUrl: string;
            /**
             * Remindtime
             * @description Epoch milliseconds: when it is delivered
             */
            remindTime: number;
            /**
             * Starttime
             * @description Epoch milliseconds
             */
            startTime: number;
            /** Title */
            title: string;
        };
        /**
         * ActivityStatus
         * @description promotion_activity_status (the dictionary's values).
         * @enum {integer}
         */
        ActivityStatus: 10 | 20 | 30;
        /** AdminActivityReminderPageResp */
        AdminActivityReminderPageResp: {
            /**
             * Deliveredcount
             * @description Of the filtered reminders (the delivered filter aside), sent
             */
            deliveredCount: number;
            /** List */
            list: components["schemas"]["AdminActivityReminderResp"][];
            /**
             * Pendingcount
             * @description Of the filtered reminders (the delivered filter aside), waiting
             */
            pendingCount: number;
            /** Total */
            total: number;
        };
        /** AdminActivityReminderResp */
        AdminActivityReminderResp: {
            /** Activityid */
            activityId: number;
            /**
             * Activitytitle
             * @description In the operator's language
             */
            activityTitle: string;
            /**
             * Channel
             * @description 1 in the app, 2 Web Push
             */
            channel: number;
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /**
             * Language
             * @description The language the member set it in (the message's)
             */
            language: string;
            /** Memberid */
            memberId: number;
            /** Mobile */
            mobile: string | null;
            /**
             * Remindtime
             * @description When it is (or was) due, epoch milliseconds
             */
            remindTime: number;
            /**
             * Senttime
             * @description When the delivery job sent it; null: not yet
             */
            sentTime: number | null;
        };
        /** AdminArticleDetailResp */
        AdminArticleDetailResp: {
            /**
             * Bodies
             * @description As stored (sanitized)
             */
            bodies: {
                [key: string]: string;
            };
            /** Browsecount */
            browseCount: number;
            /** Categoryid */
            categoryId: number | null;
            /** Code */
            code: string;
            /** Cover */
            cover: string;
            /** Createtime */
            createTime: number;
            /** Endtime */
            endTime: number | null;
            /** Id */
            id: number;
            /** Publishtime */
            publishTime: number;
            /** Published */
            published: boolean;
            /** Rewarditems */
            rewardItems: components["schemas"]["AdminRewardItemResp"][];
            /** Sort */
            sort: number;
            /** Spuids */
            spuIds: number[];
            /** Starttime */
            startTime: number | null;
            /**
             * State
             * @description 0 draft, 1 published, 2 offline
             */
            state: number;
            /** Summaries */
            summaries: {
                [key: string]: string;
            };
            /**
             * Title
             * @description In the request's language
             */
            title: string;
            /** Titles */
            titles: {
                [key: string]: string;
            };
            /** Type */
            type: number;
            /** Updatetime */
            updateTime: number;
        };
        /** AdminArticleResp */
        AdminArticleResp: {
            /** Browsecount */
            browseCount: number;
            /** Categoryid */
            categoryId: number | null;
            /** Code */
            code: string;
            /** Cover */
            cover: string;
            /** Createtime */
            createTime: number;
            /** Endtime */
            endTime: number | null;
            /** Id */
            id: number;
            /** Publishtime */
            publishTime: number;
            /** Published */
            published: boolean;
            /** Sort */
            sort: number;
            /** Starttime */
            startTime: number | null;
            /**
             * State
             * @description 0 draft, 1 published, 2 offline
             */
            state: number;
            /**
             * Title
             * @description In the request's language
             */
            title: string;
            /** Type */
            type: number;
            /** Updatetime */
            updateTime: number;
        };
        /** AdminBannerResp */
        AdminBannerResp: {
            /** Enabled */
            enabled: boolean;
            /** Id */
            id: number;
            /** Image */
            image: string;
            /** Images */
            images: {
                [key: string]: string;
            } | null;
            /** Position */
            position: number;
            /** Sort */
            sort: number;
            /**
             * Title
             * @description In the request's language
             */
            title: string;
            /** Titles */
            titles: {
                [key: string]: string;
            };
            /** Url */
            url: string;
        };
        /** AdminBrandCreateReq */
        AdminBrandCreateReq: {
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the catalogue file's key); never changes
             */
            code: string;
            /**
             * Descriptions
             * @description en, zh-Hans, zh-Hant, ja
             */
            descriptions: {
                [key: string]: string;
            };
            /**
             * Logo
             * @default
             */
            logo: string;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Sort
             * @default 0
             */
            sort: number;
        };
        /** AdminBrandResp */
        AdminBrandResp: {
            /** Code */
            code: string;
            /** Createtime */
            createTime: number;
            /** Descriptions */
            descriptions: {
                [key: string]: string;
            };
            /** Enabled */
            enabled: boolean;
            /**
             * Gamecount
             * @description Its games, on sale or not
             */
            gameCount: number;
            /** Id */
            id: number;
            /** Logo */
            logo: string;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /**
             * Names
             * @description Per language, as stored
             */
            names: {
                [key: string]: string;
            };
            /** Sort */
            sort: number;
        };
        /** AdminBrandUpdateReq */
        AdminBrandUpdateReq: {
            /**
             * Descriptions
             * @description en, zh-Hans, zh-Hant, ja
             */
            descriptions: {
                [key: string]: string;
            };
            /** Id */
            id: number;
            /**
             * Logo
             * @default
             */
            logo: string;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Sort
             * @default 0
             */
            sort: number;
        };
        /** AdminCategoryCreateReq */
        AdminCategoryCreateReq: {
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the catalogue file's key); never changes
             */
            code: string;
            /**
             * Icon
             * @default
             */
            icon: string;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Parentid
             * @description null: a top-level category
             */
            parentId?: number | null;
            /**
             * Sort
             * @default 0
             */
            sort: number;
        };
        /** AdminCategoryResp */
        AdminCategoryResp: {
            /** Code */
            code: string;
            /** Enabled */
            enabled: boolean;
            /**
             * Gamecount
             * @description Games directly in it, on sale or not
             */
            gameCount: number;
            /** Icon */
            icon: string;
            /** Id */
            id: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /**
             * Names
             * @description Per language, as stored
             */
            names: {
                [key: string]: string;
            };
            /** Parentid */
            parentId: number | null;
            /** Sort */
            sort: number;
        };
        /** AdminCategoryUpdateReq */
        AdminCategoryUpdateReq: {
            /**
             * Icon
             * @default
             */
            icon: string;
            /** Id */
            id: number;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Parentid
             * @description null: a top-level category
             */
            parentId?: number | null;
            /**
             * Sort
             * @default 0
             */
            sort: number;
        };
        /** AdminCollectibleCreateReq */
        AdminCollectibleCreateReq: {
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the item file's key)
             */
            code: string;
            /** Descriptions */
            descriptions: {
                [key: string]: string;
            };
            /** Editionsize */
            editionSize: number;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean;
            /**
             * Modelurl
             * @description A .glb or .gltf file
             */
            modelUrl?: string | null;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Picurl
             * @description A /path or an https:// URL
             */
            picUrl: string;
            /** Purchasemilestone */
            purchaseMilestone?: number | null;
            /**
             * Rarity
             * @description 1 common, 2 rare, 3 epic, 4 legendary
             */
            rarity: number;
            /**
             * Sort
             * @default 0
             */
            sort: number;
            /**
             * Valuation
             * @description In fen
             */
            valuation: number;
            /**
             * Value
             * @description In fen
             */
            value: number;
        };
        /** AdminCollectibleResp */
        AdminCollectibleResp: {
            /** Code */
            code: string;
            /** Descriptions */
            descriptions: {
                [key: string]: string;
            };
            /**
             * Earned
             * @description Copies members have earned so far
             */
            earned: number;
            /** Editionsize */
            editionSize: number;
            /** Enabled */
            enabled: boolean;
            /** Id */
            id: number;
            /** Modelurl */
            modelUrl: string | null;
            /** Names */
            names: {
                [key: string]: string;
            };
            /** Picurl */
            picUrl: string;
            /** Purchasemilestone */
            purchaseMilestone: number | null;
            /** Rarity */
            rarity: number;
            /** Sort */
            sort: number;
            /**
             * Valuation
             * @description In fen
             */
            valuation: number;
            /**
             * Value
             * @description In fen
             */
            value: number;
        };
        /** AdminCollectibleUpdateReq */
        AdminCollectibleUpdateReq: {
            /** Descriptions */
            descriptions: {
                [key: string]: string;
            };
            /** Editionsize */
            editionSize: number;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean;
            /** Id */
            id: number;
            /**
             * Modelurl
             * @description A .glb or .gltf file
             */
            modelUrl?: string | null;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Picurl
             * @description A /path or an https:// URL
             */
            picUrl: string;
            /** Purchasemilestone */
            purchaseMilestone?: number | null;
            /**
             * Rarity
             * @description 1 common, 2 rare, 3 epic, 4 legendary
             */
            rarity: number;
            /**
             * Sort
             * @default 0
             */
            sort: number;
            /**
             * Valuation
             * @description In fen
             */
            valuation: number;
            /**
             * Value
             * @description In fen
             */
            value: number;
        };
        /** AdminFeedbackMessageResp */
        AdminFeedbackMessageResp: {
            /** Content */
            content: string;
            /** Createtime */
            createTime: number;
            /** Fromstore */
            fromStore: boolean;
            /** Id */
            id: number;
            /** Picurls */
            picUrls: string[];
        };
        /**
         * AdminFeedbackResp
         * @description A member's message: feedback from the centre (kind ``general``: reply with its ``id`` as
         *     feedbackId) or a message in an order's thread (kind ``order``: reply with its ``orderId``).
         */
        AdminFeedbackResp: {
            /**
             * Contact
             * @description How the member asked to be contacted (general feedback only)
             */
            contact: string;
            /** Content */
            content: string;
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /**
             * Kind
             * @enum {string}
             */
            kind: "general" | "order";
            /** Memberid */
            memberId: number;
            /**
             * Membermobile
             * @description In full, as support's order search shows it
             */
            memberMobile: string | null;
            /** Orderid */
            orderId: number | null;
            /**
             * Orderno
             * @description The number of the order it is about
             */
            orderNo: string | null;
            /**
             * Piclinks
             * @description The same pictures as links to open, in order; private uploads signed, working 600 s
             */
            picLinks: string[];
            /**
             * Picurls
             * @description As the member sent them: links, or private uploads' paths
             */
            picUrls: string[];
            /** Replied */
            replied: boolean;
            /**
             * Reply
             * @description The store's latest answer to it
             */
            reply: string | null;
            /** Replytime */
            replyTime: number | null;
            /**
             * Type
             * @description The centre's subject (general feedback only)
             */
            type: number | null;
            /**
             * Typename
             * @description The subject's name (dictionary member_feedback_type)
             */
            typeName: string | null;
        };
        /** AdminGameTypeItem */
        AdminGameTypeItem: {
            /**
             * Gametype
             * @description 0–3 (the catalogue file's gameTypes)
             */
            gameType: number;
            /**
             * Typelink
             * @default
             */
            typeLink: string;
        };
        /** AdminGameTypeResp */
        AdminGameTypeResp: {
            /** Gametype */
            gameType: number;
            /** Typelink */
            typeLink: string;
        };
        /** AdminHelpArticleCreateReq */
        AdminHelpArticleCreateReq: {
            /**
             * Bodies
             * @description HTML per language, sanitized when stored
             */
            bodies: {
                [key: string]: string;
            };
            /** Categoryid */
            categoryId: number;
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the content file's key)
             */
            code: string;
            /**
             * Published
             * @description false: a draft the help centre does not show
             * @default true
             */
            published: boolean;
            /**
             * Sort
             * @description Lower first
             * @default 0
             */
            sort: number;
            /**
             * Titles
             * @description One line per language
             */
            titles: {
                [key: string]: string;
            };
        };
        /** AdminHelpArticleDetailResp */
        AdminHelpArticleDetailResp: {
            /**
             * Bodies
             * @description Sanitized HTML per language
             */
            bodies: {
                [key: string]: string;
            };
            /** Categoryid */
            categoryId: number;
            /** Code */
            code: string;
            /** Id */
            id: number;
            /** Published */
            published: boolean;
            /** Sort */
            sort: number;
            /**
             * Title
             * @description In the request's language
             */
            title: string;
            /** Titles */
            titles: {
                [key: string]: string;
            };
            /**
             * Updatetime
             * @description Epoch milliseconds
             */
            updateTime: number;
        };
        /** AdminHelpArticleResp */
        AdminHelpArticleResp: {
            /** Categoryid */
            categoryId: number;
            /** Code */
            code: string;
            /** Id */
            id: number;
            /** Published */
            published: boolean;
            /** Sort */
            sort: number;
            /**
             * Title
             * @description In the request's language
             */
            title: string;
            /** Titles */
            titles: {
                [key: string]: string;
            };
            /**
             * Updatetime
             * @description Epoch milliseconds
             */
            updateTime: number;
        };
        /** AdminHelpArticleUpdateReq */
        AdminHelpArticleUpdateReq: {
            /**
             * Bodies
             * @description HTML per language, sanitized when stored
             */
            bodies: {
                [key: string]: string;
            };
            /** Categoryid */
            categoryId: number;
            /** Id */
            id: number;
            /**
             * Published
             * @description false: a draft the help centre does not show
             * @default true
             */
            published: boolean;
            /**
             * Sort
             * @description Lower first
             * @default 0
             */
            sort: number;
            /**
             * Titles
             * @description One line per language
             */
            titles: {
                [key: string]: string;
            };
        };
        /** AdminHelpCategoryCreateReq */
        AdminHelpCategoryCreateReq: {
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the content file's key)
             */
            code: string;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Sort
             * @description Lower first
             * @default 0
             */
            sort: number;
        };
        /** AdminHelpCategoryResp */
        AdminHelpCategoryResp: {
            /**
             * Articlecount
             * @description Its questions, published or not
             */
            articleCount: number;
            /** Code */
            code: string;
            /** Id */
            id: number;
            /**
             * Names
             * @description By language: en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /** Sort */
            sort: number;
        };
        /** AdminHelpCategoryUpdateReq */
        AdminHelpCategoryUpdateReq: {
            /** Id */
            id: number;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Sort
             * @description Lower first
             * @default 0
             */
            sort: number;
        };
        /** AdminItemCreateReq */
        AdminItemCreateReq: {
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the item file's key)
             */
            code: string;
            /**
             * Discounttype
             * @description Vouchers: 1 percent off, 2 an amount off
             */
            discountType?: number | null;
            /** Discountvalue */
            discountValue?: number | null;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean;
            /** Instructions */
            instructions: {
                [key: string]: string;
            };
            /**
             * Minamount
             * @default 0
             */
            minAmount: number;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Picurl
             * @description A /path or an https:// URL
             */
            picUrl: string;
            /**
             * Rarity
             * @description 1 common, 2 rare, 3 epic, 4 legendary
             */
            rarity: number;
            /**
             * Sort
             * @default 0
             */
            sort: number;
            /** Spuids */
            spuIds?: number[];
            /**
             * Type
             * @description 1 bonus code, 2 voucher
             */
            type: number;
            /** Validdays */
            validDays?: number | null;
            /** Withskuids */
            withSkuIds?: number[];
        };
        /** AdminItemResp */
        AdminItemResp: {
            /** Code */
            code: string;
            /**
             * Discounttype
             * @description Vouchers: 1 percent off, 2 an amount off
             */
            discountType: number | null;
            /** Discountvalue */
            discountValue: number | null;
            /** Enabled */
            enabled: boolean;
            /** Id */
            id: number;
            /** Instructions */
            instructions: {
                [key: string]: string;
            };
            /** Minamount */
            minAmount: number;
            /** Names */
            names: {
                [key: string]: string;
            };
            /** Picurl */
            picUrl: string;
            /**
             * Rarity
             * @description 1 common, 2 rare, 3 epic, 4 legendary
             */
            rarity: number;
            /** Sort */
            sort: number;
            /**
             * Spuids
             * @description The games it applies to; none: every game
             */
            spuIds: number[];
            /**
             * Type
             * @description 1 bonus code, 2 voucher
             */
            type: number;
            /** Validdays */
            validDays: number | null;
            /** Withskuids */
            withSkuIds: number[];
        };
        /** AdminItemUpdateReq */
        AdminItemUpdateReq: {
            /**
             * Discounttype
             * @description Vouchers: 1 percent off, 2 an amount off
             */
            discountType?: number | null;
            /** Discountvalue */
            discountValue?: number | null;
            /**
             * Enabled
             * @default true
             */
            enabled: boolean;
            /** Id */
            id: number;
            /** Instructions */
            instructions: {
                [key: string]: string;
            };
            /**
             * Minamount
             * @default 0
             */
            minAmount: number;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Picurl
             * @description A /path or an https:// URL
             */
            picUrl: string;
            /**
             * Rarity
             * @description 1 common, 2 rare, 3 epic, 4 legendary
             */
            rarity: number;
            /**
             * Sort
             * @default 0
             */
            sort: number;
            /** Spuids */
            spuIds?: number[];
            /**
             * Type
             * @description 1 bonus code, 2 voucher
             */
            type: number;
            /** Validdays */
            validDays?: number | null;
            /** Withskuids */
            withSkuIds?: number[];
        };
        /** AdminKeyReportResolveReq */
        AdminKeyReportResolveReq: {
            /**
             * Action
             * @description replace: any available key of the version; refund: that key's share through the refund machinery; reject: with a reason
             * @enum {string}
             */
            action: "replace" | "refund" | "reject";
            /**
             * Answer
             * @description Told to the member; required to reject
             * @default
             */
            answer: string;
            /**
             * Id
             * @description The key report (with support)
             */
            id: number;
        };
        /** AdminKeyReportResp */
        AdminKeyReportResp: {
            /**
             * Aftersaleid
             * @description The refund, when refunded
             */
            afterSaleId: number | null;
            /** Answer */
            answer: string;
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /** Keyid */
            keyId: number;
            /** Memberid */
            memberId: number;
            /**
             * Membermobile
             * @description Masked: 138****0000
             */
            memberMobile: string | null;
            /**
             * Memberreportsthismonth
             * @description The member's reports this calendar month (abuse)
             */
            memberReportsThisMonth: number;
            /** Note */
            note: string;
            /** Operatorid */
            operatorId: number | null;
            /** Orderid */
            orderId: number;
            /** Orderno */
            orderNo: string;
            /**
             * Reason
             * @description 1 already redeemed, 2 wrong region, 3 invalid
             */
            reason: number;
            /** Replacementkeyid */
            replacementKeyId: number | null;
            /** Resolvetime */
            resolveTime: number | null;
            /**
             * Revealtime
             * @description When the reported key was first revealed, epoch ms
             */
            revealTime: number;
            /** Skuid */
            skuId: number;
            /**
             * Skuname
             * @description The version's name as the order bought it
             */
            skuName: string;
            /**
             * Spuname
             * @description The game's name as the order bought it, in the operator's language
             */
            spuName: string;
            /**
             * Status
             * @description 10 with support, 20 replaced at once, 30 replaced by support, 40 refunded, 50 rejected
             */
            status: number;
            /**
             * Whysupport
             * @description Why it came to support: 1 no key of its batch, 2 past the window, 3 not the order's first report, 4 the member's monthly limit
             */
            whySupport: number | null;
        };
        /**
         * AdminKeyResp
         * @description A key without its code (see /product/key/view).
         */
        AdminKeyResp: {
            /** Id */
            id: number;
            /** Importedat */
            importedAt: number;
            /** Orderid */
            orderId: number | null;
            /**
             * Revealedat
             * @description When its buyer first revealed it
             */
            revealedAt: number | null;
            /** Skuid */
            skuId: number;
            /**
             * Soldat
             * @description When its order was paid
             */
            soldAt: number | null;
            /**
             * Status
             * @description 0 available, 10 reserved, 20 sold, 30 revoked, 40 set aside (reported not working)
             */
            status: number;
        };
        /** AdminLevelReq */
        AdminLevelReq: {
            /**
             * Discountpercent
             * @description Off the price, 0 … 50
             */
            discountPercent: number;
            /**
             * Experience
             * @description The experience it starts at (level 1: 0)
             */
            experience: number;
            /**
             * Level
             * @description 1 … 5 (each level's badge is fixed)
             */
            level: number;
            /**
             * Names
             * @description The name in each of en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
        };
        /** AdminLevelResp */
        AdminLevelResp: {
            /** Discountpercent */
            discountPercent: number;
            /** Experience */
            experience: number;
            /**
             * Icon
             * @description The badge the web app ships (levels/<level>.svg)
             */
            icon: string;
            /** Level */
            level: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /** Names */
            names: {
                [key: string]: string;
            };
        };
        /**
         * AdminLevelUpdateReq
         * @description All five levels: thresholds strictly increasing from 0, discounts never decreasing.
         */
        AdminLevelUpdateReq: {
            /** Levels */
            levels: components["schemas"]["AdminLevelReq"][];
        };
        /** AdminMemberResp */
        AdminMemberResp: {
            /** Avatar */
            avatar: string | null;
            /**
             * Createtime
             * @description Registered, epoch milliseconds
             */
            createTime: number;
            /** Enabled */
            enabled: boolean;
            /** Experience */
            experience: number;
            /** Id */
            id: number;
            /** Level */
            level: number;
            /**
             * Logintime
             * @description Last login, epoch milliseconds
             */
            loginTime: number | null;
            /** Mobile */
            mobile: string | null;
            /** Nickname */
            nickname: string;
            /** Point */
            point: number;
        };
        /** AdminOrderDetailResp */
        AdminOrderDetailResp: {
            /** Activitydiscountprice */
            activityDiscountPrice: number;
            /**
             * Aftersales
             * @description Refunds, newest first
             */
            afterSales: components["schemas"]["AfterSaleResp"][];
            /** Canceltime */
            cancelTime: number | null;
            /** Canceltype */
            cancelType: number | null;
            /** Couponprice */
            couponPrice: number;
            /** Createtime */
            createTime: number;
            /**
             * Deleted
             * @description Hidden by the member from their list
             */
            deleted: boolean;
            /** Discountprice */
            discountPrice: number;
            /**
             * Feedback
             * @description The order's feedback thread, oldest first
             */
            feedback: components["schemas"]["AdminFeedbackMessageResp"][];
            /** Finishtime */
            finishTime: number | null;
            /** Giveexperience */
            giveExperience: number;
            /** Givepoint */
            givePoint: number;
            /** Id */
            id: number;
            /** Items */
            items: components["schemas"]["AdminOrderLineResp"][];
            /** Keys */
            keys: components["schemas"]["AdminOrderKeyResp"][];
            /** Logs */
            logs: components["schemas"]["OrderLogResp"][];
            /** Memberid */
            memberId: number;
            /** Membermobile */
            memberMobile: string | null;
            /** No */
            no: string;
            /** Paychannelcode */
            payChannelCode: string | null;
            /** Payorderid */
            payOrderId: number | null;
            /**
             * Payprice
             * @description Paid, in fen
             */
            payPrice: number;
            /** Paystatus */
            payStatus: boolean;
            /** Paytime */
            payTime: number | null;
            /** Pointprice */
            pointPrice: number;
            /** Productcount */
            productCount: number;
            /**
             * Refundprice
             * @description Refunded so far, in fen
             */
            refundPrice: number;
            /**
             * Refundstatus
             * @description 0 none, 1 refund in progress, 2 refunded
             */
            refundStatus: number;
            /**
             * Remark
             * @description The member's contact note
             */
            remark: string;
            /**
             * Shippingerror
             * @description The last try's error (pending or failed)
             */
            shippingError: string | null;
            /**
             * Shippingstatus
             * @description The shipping upload WeChat wants for a mini-program payment: not_needed (another channel, or wholly refunded before it), pending (waiting for its first try or a retry), uploaded, failed (refused or out of tries)
             * @enum {string}
             */
            shippingStatus: "not_needed" | "pending" | "uploaded" | "failed";
            /** Status */
            status: number;
            /**
             * Totalprice
             * @description Before discounts, in fen
             */
            totalPrice: number;
            /** Usepoint */
            usePoint: number;
            /** Vipprice */
            vipPrice: number;
        };
        /**
         * AdminOrderKeyResp
         * @description A sold key of the order, always masked: operators never see a sold key's code here.
         */
        AdminOrderKeyResp: {
            /** Keyid */
            keyId: number;
            /** Revealtime */
            revealTime: number | null;
            /**
             * Revealed
             * @description Revealed by the member (no longer refundable)
             */
            revealed: boolean;
            /** Skuid */
            skuId: number;
        };
        /** AdminOrderLineResp */
        AdminOrderLineResp: {
            /** Activitydiscountprice */
            activityDiscountPrice: number;
            /** Aftersalestatus */
            afterSaleStatus: number;
            /** Count */
            count: number;
            /** Couponprice */
            couponPrice: number;
            /** Id */
            id: number;
            /** Payprice */
            payPrice: number;
            /** Pointprice */
            pointPrice: number;
            /**
             * Price
             * @description List price of one key when ordered
             */
            price: number;
            /** Refundcount */
            refundCount: number;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
            /** Totalprice */
            totalPrice: number;
            /** Vipprice */
            vipPrice: number;
        };
        /** AdminOrderResp */
        AdminOrderResp: {
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /** Memberid */
            memberId: number;
            /** Membermobile */
            memberMobile: string | null;
            /** No */
            no: string;
            /** Paychannelcode */
            payChannelCode: string | null;
            /**
             * Payprice
             * @description Paid, in fen
             */
            payPrice: number;
            /** Paystatus */
            payStatus: boolean;
            /** Paytime */
            payTime: number | null;
            /** Productcount */
            productCount: number;
            /**
             * Refundprice
             * @description Refunded so far, in fen
             */
            refundPrice: number;
            /**
             * Refundstatus
             * @description 0 none, 1 refund in progress, 2 refunded
             */
            refundStatus: number;
            /**
             * Shippingerror
             * @description The last try's error (pending or failed)
             */
            shippingError: string | null;
            /**
             * Shippingstatus
             * @description The shipping upload WeChat wants for a mini-program payment: not_needed (another channel, or wholly refunded before it), pending (waiting for its first try or a retry), uploaded, failed (refused or out of tries)
             * @enum {string}
             */
            shippingStatus: "not_needed" | "pending" | "uploaded" | "failed";
            /** Status */
            status: number;
            /**
             * Totalprice
             * @description Before discounts, in fen
             */
            totalPrice: number;
        };
        /** AdminRechargePackageResp */
        AdminRechargePackageResp: {
            /**
             * Bonusprice
             * @description fen
             */
            bonusPrice: number;
            /**
             * Createtime
             * @description epoch ms
             */
            createTime: number;
            /** Enabled */
            enabled: boolean;
            /** Id */
            id: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /** Names */
            names: {
                [key: string]: string;
            };
            /**
             * Payprice
             * @description fen
             */
            payPrice: number;
            /** Sort */
            sort: number;
        };
        /** AdminRechargePackageSaveReq */
        AdminRechargePackageSaveReq: {
            /**
             * Bonusprice
             * @description Added on top, fen
             * @default 0
             */
            bonusPrice: number;
            /**
             * Enabled
             * @description Offered to members
             * @default true
             */
            enabled: boolean;
            /**
             * Names
             * @description The name in each of en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Payprice
             * @description What the member pays, fen
             */
            payPrice: number;
            /**
             * Sort
             * @description Lower first
             * @default 0
             */
            sort: number;
        };
        /** AdminRechargePackageUpdateReq */
        AdminRechargePackageUpdateReq: {
            /**
             * Bonusprice
             * @description Added on top, fen
             * @default 0
             */
            bonusPrice: number;
            /**
             * Enabled
             * @description Offered to members
             * @default true
             */
            enabled: boolean;
            /** Id */
            id: number;
            /**
             * Names
             * @description The name in each of en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Payprice
             * @description What the member pays, fen
             */
            payPrice: number;
            /**
             * Sort
             * @description Lower first
             * @default 0
             */
            sort: number;
        };
        /** AdminRefundReq */
        AdminRefundReq: {
            /** Orderid */
            orderId: number;
            /**
             * Reason
             * @description Why support refunds (required, 140 characters)
             */
            reason: string;
        };
        /** AdminRefundRetryReq */
        AdminRefundRetryReq: {
            /**
             * Id
             * @description The refund (after-sale) waiting for support
             */
            id: number;
        };
        /** AdminRewardItemResp */
        AdminRewardItemResp: {
            /** Code */
            code: string;
            /** Kind */
            kind: string;
            /** Quantity */
            quantity: number;
        };
        /** AdminSaleTypeItem */
        AdminSaleTypeItem: {
            /**
             * Saletype
             * @description 0–99 (the catalogue file's saleTypes)
             */
            saleType: number;
            /**
             * Typelink
             * @default
             */
            typeLink: string;
        };
        /** AdminSaleTypeResp */
        AdminSaleTypeResp: {
            /** Saletype */
            saleType: number;
            /** Typelink */
            typeLink: string;
        };
        /** AdminSignInConfigReq */
        AdminSignInConfigReq: {
            /**
             * Day
             * @description Day of the streak
             */
            day: number;
            /** Experience */
            experience: number;
            /** Point */
            point: number;
        };
        /** AdminSignInConfigResp */
        AdminSignInConfigResp: {
            /** Day */
            day: number;
            /** Experience */
            experience: number;
            /** Point */
            point: number;
        };
        /**
         * AdminSignInConfigUpdateReq
         * @description Days 1 … n in order (n ≤ 31); past day n a streak earns day n's reward again.
         */
        AdminSignInConfigUpdateReq: {
            /** Days */
            days: components["schemas"]["AdminSignInConfigReq"][];
        };
        /** AdminSkuResp */
        AdminSkuResp: {
            /** Code */
            code: string;
            /**
             * Dlcof
             * @description For a DLC, the code of the game it needs
             */
            dlcOf?: string | null;
            /**
             * Dlcofspuid
             * @description For a DLC, the id of the game it needs
             */
            dlcOfSpuId?: number | null;
            /** Id */
            id: number;
            /**
             * Keyalertthreshold
             * @description Its own low-on-keys threshold (null: the default)
             */
            keyAlertThreshold: number | null;
            /** Marketprice */
            marketPrice: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /**
             * Names
             * @description Per language, as stored
             */
            names: {
                [key: string]: string;
            };
            /** Price */
            price: number;
            /** @description Where its keys activate; null: everywhere */
            regions?: components["schemas"]["RegionsBody"] | null;
            /**
             * Releasetime
             * @description Sold as a pre-order until then (epoch ms)
             */
            releaseTime?: number | null;
            /**
             * Soldcount
             * @description Keys sold
             */
            soldCount: number;
            /** Sort */
            sort: number;
            /**
             * Steamappid
             * @description Steam's app id of what the key activates
             */
            steamAppId?: number | null;
            /**
             * Stock
             * @description Keys available
             */
            stock: number;
        };
        /**
         * AdminSkuSaveReq
         * @description A version: a stored one (same code) is changed, a new code adds one.
         */
        AdminSkuSaveReq: {
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the catalogue file's key); never changes
             */
            code: string;
            /**
             * Dlcof
             * @description For a DLC, its base game's code; null: not a DLC; left out: kept
             */
            dlcOf?: string | null;
            /**
             * Marketprice
             * @description In fen, at least the price
             */
            marketPrice: number;
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Price
             * @description In fen, 1–10,000,000
             */
            price: number;
            /** @description Where its keys activate; null: everywhere; left out: kept */
            regions?: components["schemas"]["RegionsBody"] | null;
            /**
             * Releasetime
             * @description Sold as a pre-order until then (its keys delivered at that time); null: released; left out: kept
             */
            releaseTime?: number | null;
            /**
             * Steamappid
             * @description Steam's app id of what the key activates (a DLC its own); left out: kept
             */
            steamAppId?: number | null;
        };
        /** AdminSpuCreateReq */
        AdminSpuCreateReq: {
            /**
             * Brandid
             * @description The team
             */
            brandId: number;
            /** Categoryid */
            categoryId: number;
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the catalogue file's key); never changes
             */
            code: string;
            /**
             * Descriptions
             * @description en, zh-Hans, zh-Hant, ja
             */
            descriptions: {
                [key: string]: string;
            };
            /** Discountendtime */
            discountEndTime?: number | null;
            /**
             * Featured
             * @default false
             */
            featured: boolean;
            /** Gametypes */
            gameTypes?: components["schemas"]["AdminGameTypeItem"][];
            /**
             * Introductions
             * @description en, zh-Hans, zh-Hant, ja
             */
            introductions: {
                [key: string]: string;
            };
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Picurl
             * @description The cover: a /path or an https:// URL
             */
            picUrl: string;
            /** Releasetime */
            releaseTime: number;
            /** Saletypes */
            saleTypes?: components["schemas"]["AdminSaleTypeItem"][];
            /**
             * Size
             * @default
             */
            size: string;
            /**
             * Skus
             * @description The versions with their prices
             */
            skus: components["schemas"]["AdminSkuSaveReq"][];
            /** Sliderpicurls */
            sliderPicUrls?: string[];
            /** @description 1 on sale, 0 off sale; null: off sale when created, unchanged on update */
            status?: components["schemas"]["SpuStatus"] | null;
            /**
             * Tags
             * @description Per language; {} for none
             */
            tags?: {
                [key: string]: string[];
            };
            /**
             * Version
             * @default
             */
            version: string;
        };
        /** AdminSpuDetailResp */
        AdminSpuDetailResp: {
            /** Brandid */
            brandId: number;
            /** Categoryid */
            categoryId: number;
            /** Code */
            code: string;
            /** Createtime */
            createTime: number;
            /** Descriptions */
            descriptions: {
                [key: string]: string;
            };
            /** Discountendtime */
            discountEndTime: number | null;
            /** Featured */
            featured: boolean;
            /** Gametypes */
            gameTypes: components["schemas"]["AdminGameTypeResp"][];
            /** Id */
            id: number;
            /** Introductions */
            introductions: {
                [key: string]: string;
            };
            /** Marketprice */
            marketPrice: number;
            /**
             * Names
             * @description Per language, as stored (en, zh-Hans, zh-Hant, ja)
             */
            names: {
                [key: string]: string;
            };
            /** Picurl */
            picUrl: string;
            /**
             * Price
             * @description The cheapest version's price, in fen
             */
            price: number;
            /** Releasetime */
            releaseTime: number;
            /** Saletypes */
            saleTypes: components["schemas"]["AdminSaleTypeResp"][];
            /** Salescount */
            salesCount: number;
            /** Size */
            size: string;
            /** Skus */
            skus: components["schemas"]["AdminSkuResp"][];
            /** Sliderpicurls */
            sliderPicUrls: string[];
            /** Status */
            status: number;
            /** Tags */
            tags: {
                [key: string]: string[];
            };
            /** Updatetime */
            updateTime: number;
            /** Version */
            version: string;
        };
        /** AdminSpuResp */
        AdminSpuResp: {
            /** Categoryid */
            categoryId: number;
            /** Code */
            code: string;
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /**
             * Maxprice
             * @description The dearest version's list price, in fen
             */
            maxPrice: number;
            /**
             * Minprice
             * @description The cheapest version's list price, in fen
             */
            minPrice: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /** Picurl */
            picUrl: string;
            /** Salescount */
            salesCount: number;
            /**
             * Skucount
             * @description How many versions
             */
            skuCount: number;
            /**
             * Status
             * @description 1 on sale, 0 off sale
             */
            status: number;
            /**
             * Stock
             * @description Keys available, over every version
             */
            stock: number;
        };
        /** AdminSpuUpdateReq */
        AdminSpuUpdateReq: {
            /**
             * Brandid
             * @description The team
             */
            brandId: number;
            /** Categoryid */
            categoryId: number;
            /**
             * Descriptions
             * @description en, zh-Hans, zh-Hant, ja
             */
            descriptions: {
                [key: string]: string;
            };
            /** Discountendtime */
            discountEndTime?: number | null;
            /**
             * Featured
             * @default false
             */
            featured: boolean;
            /** Gametypes */
            gameTypes?: components["schemas"]["AdminGameTypeItem"][];
            /** Id */
            id: number;
            /**
             * Introductions
             * @description en, zh-Hans, zh-Hant, ja
             */
            introductions: {
                [key: string]: string;
            };
            /**
             * Names
             * @description en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Picurl
             * @description The cover: a /path or an https:// URL
             */
            picUrl: string;
            /** Releasetime */
            releaseTime: number;
            /** Saletypes */
            saleTypes?: components["schemas"]["AdminSaleTypeItem"][];
            /**
             * Size
             * @default
             */
            size: string;
            /**
             * Skus
             * @description The versions with their prices
             */
            skus: components["schemas"]["AdminSkuSaveReq"][];
            /** Sliderpicurls */
            sliderPicUrls?: string[];
            /** @description 1 on sale, 0 off sale; null: off sale when created, unchanged on update */
            status?: components["schemas"]["SpuStatus"] | null;
            /**
             * Tags
             * @description Per language; {} for none
             */
            tags?: {
                [key: string]: string[];
            };
            /**
             * Version
             * @default
             */
            version: string;
        };
        /** AdminTaskCreateReq */
        AdminTaskCreateReq: {
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the task file's key)
             */
            code: string;
            /** Descriptions */
            descriptions?: {
                [key: string]: string;
            };
            /**
             * Enabled
             * @default true
             */
            enabled: boolean;
            /**
             * Event
             * @description What moves it (the task file's event)
             */
            event: string;
            /**
             * Link
             * @description The web app's screen where it is done
             */
            link: string;
            /**
             * Rewardexperience
             * @default 0
             */
            rewardExperience: number;
            /** Rewarditems */
            rewardItems?: components["schemas"]["AdminTaskRewardReq"][];
            /**
             * Rewardpoint
             * @default 0
             */
            rewardPoint: number;
            /**
             * Sort
             * @default 0
             */
            sort: number;
            /**
             * Target
             * @description 1–1000
             */
            target: number;
            /**
             * Titles
             * @description en, zh-Hans, zh-Hant, ja
             */
            titles: {
                [key: string]: string;
            };
            /**
             * Type
             * @description 1 daily, 2 weekly, 3 one-time
             */
            type: number;
        };
        /** AdminTaskResp */
        AdminTaskResp: {
            /** Code */
            code: string;
            /** Descriptions */
            descriptions: {
                [key: string]: string;
            };
            /** Enabled */
            enabled: boolean;
            /**
             * Event
             * @description What moves it (the task file's event)
             */
            event: string;
            /** Id */
            id: number;
            /** Link */
            link: string;
            /** Rewardexperience */
            rewardExperience: number;
            /**
             * Rewarditems
             * @description [{"kind", "code", "quantity"}]
             */
            rewardItems: {
                [key: string]: unknown;
            }[];
            /** Rewardpoint */
            rewardPoint: number;
            /** Sort */
            sort: number;
            /** Target */
            target: number;
            /**
             * Titles
             * @description By language: en, zh-Hans, zh-Hant, ja
             */
            titles: {
                [key: string]: string;
            };
            /**
             * Type
             * @description 1 daily, 2 weekly, 3 one-time
             */
            type: number;
        };
        /** AdminTaskRewardReq */
        AdminTaskRewardReq: {
            /** Code */
            code: string;
            /**
             * Kind
             * @description item or collectible
             */
            kind: string;
            /**
             * Quantity
             * @description 1–100
             * @default 1
             */
            quantity: number;
        };
        /** AdminTaskUpdateReq */
        AdminTaskUpdateReq: {
            /** Descriptions */
            descriptions?: {
                [key: string]: string;
            };
            /**
             * Enabled
             * @default true
             */
            enabled: boolean;
            /**
             * Event
             * @description What moves it (the task file's event)
             */
            event: string;
            /** Id */
            id: number;
            /**
             * Link
             * @description The web app's screen where it is done
             */
            link: string;
            /**
             * Rewardexperience
             * @default 0
             */
            rewardExperience: number;
            /** Rewarditems */
            rewardItems?: components["schemas"]["AdminTaskRewardReq"][];
            /**
             * Rewardpoint
             * @default 0
             */
            rewardPoint: number;
            /**
             * Sort
             * @default 0
             */
            sort: number;
            /**
             * Target
             * @description 1–1000
             */
            target: number;
            /**
             * Titles
             * @description en, zh-Hans, zh-Hant, ja
             */
            titles: {
                [key: string]: string;
            };
            /**
             * Type
             * @description 1 daily, 2 weekly, 3 one-time
             */
            type: number;
        };
        /** AfterSaleCreateReq */
        AfterSaleCreateReq: {
            /** Orderid */
            orderId: number;
            /**
             * Reason
             * @description Why (optional, 140 characters)
             * @default
             */
            reason: string;
        };
        /** AfterSaleItemResp */
        AfterSaleItemResp: {
            /**
             * Count
             * @description Keys of this version refunded by this request
             */
            count: number;
            /** Orderitemid */
            orderItemId: number;
            /** Picurl */
            picUrl: string;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
        };
        /** AfterSaleResp */
        AfterSaleResp: {
            /**
             * Createtime
             * @description Epoch milliseconds
             */
            createTime: number;
            /**
             * Finishtime
             * @description When the money was back (epoch ms)
             */
            finishTime: number | null;
            /** Id */
            id: number;
            /** Items */
            items: components["schemas"]["AfterSaleItemResp"][];
            /** Keycount */
            keyCount: number;
            /** No */
            no: string;
            /** Orderid */
            orderId: number;
            /** Orderno */
            orderNo: string;
            /**
             * Paychannelcode
             * @description Where the money goes back (the channel it came from)
             */
            payChannelCode: string | null;
            /** Reason */
            reason: string;
            /**
             * Refundpoint
             * @description Points the order used, given back
             */
            refundPoint: number;
            /**
             * Refundprice
             * @description Money given back, in fen
             */
            refundPrice: number;
            /**
             * Spentpoint
             * @description Points the refunded keys had earned that the member had spent already (support refunding a final order); their worth (spentPrice) was kept from the money
             */
            spentPoint: number;
            /**
             * Spentprice
             * @description Fen kept from the money for spentPoint (refundPrice is after it)
             */
            spentPrice: number;
            /**
             * Status
             * @description 10 refunding, 20 refunded, 30 refund failed (trade_after_sale_status)
             */
            status: number;
            /**
             * Way
             * @description 1 asked by the member, 2 by support
             */
            way: number;
        };
        /** AppInfoResp */
        AppInfoResp: {
            /** Cdnurl */
            cdnUrl: string;
            /**
             * Filesystem
             * @enum {string}
             */
            fileSystem: "public" | "aliyun" | "qcloud" | "qiniu";
            /**
             * Iosapppurchases
             * @description Whether the iOS app shell sells (APP_SHELL_IOS_PURCHASES); off: buy in a browser
             */
            iosAppPurchases: boolean;
            /** Logo */
            logo: string;
            /** Name */
            name: string;
            /**
             * Version
             * @example 1.0.4
             */
            version: string;
            /** Versioncode */
            versionCode: number;
        };
        /** ArticleCategoryResp */
        ArticleCategoryResp: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Sort */
            sort: number;
        };
        /** ArticleCreateReq */
        ArticleCreateReq: {
            /**
             * Bodies
             * @description HTML per language, sanitized when stored
             */
            bodies: {
                [key: string]: string;
            };
            /** Categoryid */
            categoryId?: number | null;
            /**
             * Code
             * @description 1–64 characters of a-z, 0-9 and - (the content file's key)
             */
            code: string;
            /**
             * Cover
             * @description A /path or an https:// URL
             */
            cover: string;
            /** Endtime */
            endTime?: number | null;
            /**
             * Publishtime
             * @description When it appears once published; now (or an activity's start) if absent
             */
            publishTime?: number | null;
            /** Rewarditems */
            rewardItems?: components["schemas"]["RewardItemReq"][];
            /**
             * Sort
             * @description Higher first in Explore
             * @default 0
             */
            sort: number;
            /**
             * Spuids
             * @description The games it features
             */
            spuIds?: number[];
            /** Starttime */
            startTime?: number | null;
            /** Summaries */
            summaries: {
                [key: string]: string;
            };
            /**
             * Titles
             * @description One line per language
             */
            titles: {
                [key: string]: string;
            };
            /** @description 1 activity (startTime and endTime), 2 news */
            type: components["schemas"]["ArticleType"];
        };
        /** ArticleDetailResp */
        ArticleDetailResp: {
            /** Browsecount */
            browseCount: number;
            /** Categoryid */
            categoryId: number | null;
            /**
             * Content
             * @description Sanitized HTML
             */
            content: string;
            /**
             * Endtime
             * @description Epoch milliseconds (activities)
             */
            endTime: number | null;
            /** Id */
            id: number;
            /**
             * Introduction
             * @description The summary the list shows
             */
            introduction: string;
            /**
             * Picurl
             * @description The cover
             */
            picUrl: string;
            /**
             * Publishtime
             * @description Epoch milliseconds
             */
            publishTime: number;
            /**
             * Rewarditems
             * @description An activity's rewards: once to a member who pays for one of its games while it runs
             */
            rewardItems: components["schemas"]["ArticleRewardItemResp"][];
            /**
             * Servertime
             * @description Epoch milliseconds: the server's now, for the countdown
             */
            serverTime: number;
            /**
             * Spuids
             * @description The games the activity features, in order
             */
            spuIds: number[];
            /**
             * Starttime
             * @description Epoch milliseconds (activities)
             */
            startTime: number | null;
            /**
             * Status
             * @description promotion_activity_status for an activity (10 upcoming, 20 ongoing, 30 ended); null for news
             */
            status: number | null;
            /** Title */
            title: string;
            /**
             * Type
             * @description 1 activity, 2 news
             */
            type: number;
        };
        /** ArticleImportResp */
        ArticleImportResp: {
            /** Counts */
            counts: {
                [key: string]: components["schemas"]["ImportCountsResp"];
            };
            /**
             * Ok
             * @description Every row was imported
             */
            ok: boolean;
            /** Rows */
            rows: components["schemas"]["ContentImportRowResp"][];
        };
        /** ArticlePublishReq */
        ArticlePublishReq: {
            /** Id */
            id: number;
            /**
             * Published
             * @description true publishes; false takes it offline
             */
            published: boolean;
        };
        /** ArticleResp */
        ArticleResp: {
            /** Browsecount */
            browseCount: number;
            /** Categoryid */
            categoryId: number | null;
            /**
             * Endtime
             * @description Epoch milliseconds (activities)
             */
            endTime: number | null;
            /** Id */
            id: number;
            /**
             * Introduction
             * @description The summary the list shows
             */
            introduction: string;
            /**
             * Picurl
             * @description The cover
             */
            picUrl: string;
            /**
             * Publishtime
             * @description Epoch milliseconds
             */
            publishTime: number;
            /**
             * Starttime
             * @description Epoch milliseconds (activities)
             */
            startTime: number | null;
            /**
             * Status
             * @description promotion_activity_status for an activity (10 upcoming, 20 ongoing, 30 ended); null for news
             */
            status: number | null;
            /** Title */
            title: string;
            /**
             * Type
             * @description 1 activity, 2 news
             */
            type: number;
        };
        /** ArticleRewardItemResp */
        ArticleRewardItemResp: {
            /** Code */
            code: string;
            /**
             * Kind
             * @description item or collectible
             */
            kind: string;
            /** Name */
            name: string;
            /** Picurl */
            picUrl: string;
            /** Quantity */
            quantity: number;
        };
        /**
         * ArticleType
         * @enum {integer}
         */
        ArticleType: 1 | 2;
        /** ArticleUpdateReq */
        ArticleUpdateReq: {
            /**
             * Bodies
             * @description HTML per language, sanitized when stored
             */
            bodies: {
                [key: string]: string;
            };
            /** Categoryid */
            categoryId?: number | null;
            /**
             * Cover
             * @description A /path or an https:// URL
             */
            cover: string;
            /** Endtime */
            endTime?: number | null;
            /** Id */
            id: number;
            /**
             * Publishtime
             * @description When it appears once published; now (or an activity's start) if absent
             */
            publishTime?: number | null;
            /** Rewarditems */
            rewardItems?: components["schemas"]["RewardItemReq"][];
            /**
             * Sort
             * @description Higher first in Explore
             * @default 0
             */
            sort: number;
            /**
             * Spuids
             * @description The games it features
             */
            spuIds?: number[];
            /** Starttime */
            startTime?: number | null;
            /** Summaries */
            summaries: {
                [key: string]: string;
            };
            /**
             * Titles
             * @description One line per language
             */
            titles: {
                [key: string]: string;
            };
            /** @description 1 activity (startTime and endTime), 2 news */
            type: components["schemas"]["ArticleType"];
        };
        /** AuditLogResp */
        AuditLogResp: {
            /** Action */
            action: string;
            /** After */
            after: {
                [key: string]: unknown;
            } | null;
            /** Before */
            before: {
                [key: string]: unknown;
            } | null;
            /** Createtime */
            createTime: number;
            /** Entityid */
            entityId: string;
            /** Entitytype */
            entityType: string;
            /** Id */
            id: number;
            /** Ip */
            ip: string | null;
            /** Operatorid */
            operatorId: number | null;
            /** Operatorname */
            operatorName: string | null;
        };
        /** AuthLoginResp */
        AuthLoginResp: {
            /** Accesstoken */
            accessToken: string;
            /**
             * Expirestime
             * @description When the access token expires, epoch milliseconds
             */
            expiresTime: number;
            /** Openid */
            openid?: string | null;
            /** Refreshtoken */
            refreshToken: string;
            /** Userid */
            userId: number;
        };
        /** BannerEnableReq */
        BannerEnableReq: {
            /**
             * Enabled
             * @description true: the shop shows it; false: hidden
             */
            enabled: boolean;
            /** Id */
            id: number;
        };
        /** BannerResp */
        BannerResp: {
            /** Id */
            id: number;
            /** Picurl */
            picUrl: string;
            /** Sort */
            sort: number;
            /** Title */
            title: string;
            /** Url */
            url: string;
        };
        /** BannerSaveReq */
        BannerSaveReq: {
            /** Image */
            image: string;
            /**
             * Images
             * @description The picture per language where its text is drawn in; else image
             */
            images?: {
                [key: string]: string;
            } | null;
            /**
             * Position
             * @description promotion_banner_position: 1 the home screen
             */
            position: number;
            /**
             * Sort
             * @description Lower first
             * @default 0
             */
            sort: number;
            /**
             * Titles
             * @description The title in each of en, zh-Hans, zh-Hant, ja
             */
            titles: {
                [key: string]: string;
            };
            /**
             * Url
             * @description Where it leads: an app path (/pages/…) or an https:// address
             */
            url: string;
        };
        /** BannerUpdateReq */
        BannerUpdateReq: {
            /** Id */
            id: number;
            /** Image */
            image: string;
            /**
             * Images
             * @description The picture per language where its text is drawn in; else image
             */
            images?: {
                [key: string]: string;
            } | null;
            /**
             * Position
             * @description promotion_banner_position: 1 the home screen
             */
            position: number;
            /**
             * Sort
             * @description Lower first
             * @default 0
             */
            sort: number;
            /**
             * Titles
             * @description The title in each of en, zh-Hans, zh-Hant, ja
             */
            titles: {
                [key: string]: string;
            };
            /**
             * Url
             * @description Where it leads: an app path (/pages/…) or an https:// address
             */
            url: string;
        };
        /** BestSellerResp */
        BestSellerResp: {
            /**
             * Payprice
             * @description What those keys were paid, less the refunded keys' share, in fen
             */
            payPrice: number;
            /**
             * Quantity
             * @description Keys in orders paid this week, less those refunded
             */
            quantity: number;
            /** Skuid */
            skuId: number;
            /**
             * Skuname
             * @description The version, as the latest paid order named it
             */
            skuName: string;
            /** Spuid */
            spuId: number;
            /**
             * Spuname
             * @description The game, as the latest paid order named it
             */
            spuName: string;
        };
        /** Body_article_import_admin_api_promotion_article_import_post */
        Body_article_import_admin_api_promotion_article_import_post: {
            /**
             * File
             * @description The content file (JSON, UTF-8)
             */
            file: Blob;
        };
        /** Body_item_import_admin_api_member_item_import_post */
        Body_item_import_admin_api_member_item_import_post: {
            /**
             * File
             * @description The item file: one JSON object (docs/import-format.md)
             */
            file: Blob;
        };
        /** Body_key_import_admin_api_product_key_import_post */
        Body_key_import_admin_api_product_key_import_post: {
            /**
             * File
             * @description Text, one key a line (5–64 characters of A–Z, a–z, 0–9 and -)
             */
            file: Blob;
            /**
             * Skuid
             * @description The version the keys are for
             */
            skuId: number;
        };
        /** Body_spu_import_admin_api_product_spu_import_post */
        Body_spu_import_admin_api_product_spu_import_post: {
            /**
             * File
             * @description The catalogue file: one JSON object (docs/import-format.md)
             */
            file: Blob;
        };
        /** Body_task_import_admin_api_member_task_import_post */
        Body_task_import_admin_api_member_task_import_post: {
            /**
             * File
             * @description The task file: {"tasks": [ … ]} (docs/import-format.md)
             */
            file: Blob;
        };
        /** Body_upload_file_app_api_infra_file_upload_post */
        Body_upload_file_app_api_infra_file_upload_post: {
            /**
             * File
             * @description The image
             */
            file: Blob;
            /**
             * Scope
             * @description private: only the uploader gets (temporary) links to it
             * @default public
             * @enum {string}
             */
            scope: "public" | "private";
        };
        /** Body_upload_picture_admin_api_system_file_upload_post */
        Body_upload_picture_admin_api_system_file_upload_post: {
            /**
             * File
             * @description The picture
             */
            file: Blob;
        };
        /** BrandCountResp */
        BrandCountResp: {
            /**
             * Followercount
             * @description Members following the team
             */
            followerCount: number;
            /**
             * Gamecount
             * @description The team's games on sale
             */
            gameCount: number;
        };
        /** BrandResp */
        BrandResp: {
            /** Description */
            description: string;
            /**
             * Followed
             * @description Whether the logged-in member follows the team (false for visitors)
             */
            followed: boolean;
            /**
             * Followercount
             * @description Members following the team
             */
            followerCount: number;
            /**
             * Gamecount
             * @description The team's games on sale
             */
            gameCount: number;
            /** Id */
            id: number;
            /** Logo */
            logo: string;
            /** Name */
            name: string;
        };
        /** BrandSimpleResp */
        BrandSimpleResp: {
            /** Id */
            id: number;
            /** Name */
            name: string;
        };
        /** BrowseHistoryDeleteReq */
        BrowseHistoryDeleteReq: {
            /** Spuids */
            spuIds: number[];
        };
        /** BrowseHistoryResp */
        BrowseHistoryResp: {
            /** Id */
            id: number;
            /** @description The game's card; null when it is off the shelf */
            spu: components["schemas"]["SpuSummaryResp"] | null;
            /** Spuid */
            spuId: number;
            /**
             * Viewedtime
             * @description When the member last opened the game, epoch milliseconds
             */
            viewedTime: number;
        };
        /** BundleAdminItemResp */
        BundleAdminItemResp: {
            /**
             * Price
             * @description The version's list price now, fen
             */
            price: number;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
            /** Stock */
            stock: number;
        };
        /** BundleAdminResp */
        BundleAdminResp: {
            /** Createtime */
            createTime: number;
            /** Enabled */
            enabled: boolean;
            /** Endtime */
            endTime: number | null;
            /** Id */
            id: number;
            /** Items */
            items: components["schemas"]["BundleAdminItemResp"][];
            /** Kind */
            kind: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /** Names */
            names: {
                [key: string]: string;
            };
            /**
             * Onsale
             * @description Enabled and inside its window now
             */
            onSale: boolean;
            /** Price */
            price: number;
            /** Starttime */
            startTime: number | null;
            /**
             * Stock
             * @description The lowest stock of its versions
             */
            stock: number;
            /** Tiers */
            tiers: components["schemas"]["BundleTierReq"][];
            /** Updatetime */
            updateTime: number;
        };
        /** BundleDetailResp */
        BundleDetailResp: {
            /** Endtime */
            endTime: number | null;
            /** Id */
            id: number;
            /** Items */
            items: components["schemas"]["BundleItemResp"][];
            /**
             * Kind
             * @description 1 any N for a price (tiers), 2 a fixed set at a price
             */
            kind: number;
            /**
             * Listprice
             * @description Every version's list price together, fen
             */
            listPrice: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /**
             * Ownedcount
             * @description How many of its versions the member owns (0 for visitors)
             */
            ownedCount: number;
            /**
             * Picurl
             * @description The first version's game cover
             */
            picUrl: string;
            /**
             * Price
             * @description A fixed set's price, fen (0 for any-N)
             */
            price: number;
            /**
             * Setprice
             * @description A fixed set: what it costs this member, the versions they own left out with their shares ('complete the set'); the full price for a visitor; null for any-N
             */
            setPrice: number | null;
            /** Starttime */
            startTime: number | null;
            /**
             * Stock
             * @description The lowest stock of its versions
             */
            stock: number;
            /**
             * Tiers
             * @description Any-N: the tiers, fewest first (empty for a fixed set)
             */
            tiers: components["schemas"]["BundleTierResp"][];
        };
        /** BundleEnableReq */
        BundleEnableReq: {
            /** Enabled */
            enabled: boolean;
            /** Id */
            id: number;
        };
        /** BundleIdReq */
        BundleIdReq: {
            /** Id */
            id: number;
        };
        /** BundleItemResp */
        BundleItemResp: {
            /**
             * Onsale
             * @description Its game is on the shelf (one that is not cannot be bought)
             */
            onSale: boolean;
            /**
             * Owned
             * @description The logged-in member owns its game, here or on Steam (false for visitors)
             */
            owned: boolean;
            /** Picurl */
            picUrl: string;
            /**
             * Price
             * @description The version's list price, fen (what its share of the bundle is by)
             */
            price: number;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
            /** Stock */
            stock: number;
        };
        /**
         * BundleKind
         * @description 1 "any N for a price" (its tiers), 2 a fixed set at its price.
         * @enum {integer}
         */
        BundleKind: 1 | 2;
        /**
         * BundleReq
         * @description A bundle bought as one order (issue 42): its versions become the order's lines, each priced at
         *     its share of the bundle's price.
         */
        BundleReq: {
            /** Bundleid */
            bundleId: number;
            /**
             * Skuids
             * @description Any-N: the versions picked (exactly a tier's count); a fixed set: not read (its versions, less those the member owns)
             */
            skuIds?: number[];
        };
        /** BundleResp */
        BundleResp: {
            /** Endtime */
            endTime: number | null;
            /** Id */
            id: number;
            /** Items */
            items: components["schemas"]["BundleItemResp"][];
            /**
             * Kind
             * @description 1 any N for a price (tiers), 2 a fixed set at a price
             */
            kind: number;
            /**
             * Listprice
             * @description Every version's list price together, fen
             */
            listPrice: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /**
             * Picurl
             * @description The first version's game cover
             */
            picUrl: string;
            /**
             * Price
             * @description A fixed set's price, fen (0 for any-N)
             */
            price: number;
            /** Starttime */
            startTime: number | null;
            /**
             * Stock
             * @description The lowest stock of its versions
             */
            stock: number;
            /**
             * Tiers
             * @description Any-N: the tiers, fewest first (empty for a fixed set)
             */
            tiers: components["schemas"]["BundleTierResp"][];
        };
        /** BundleSaveReq */
        BundleSaveReq: {
            /**
             * Endtime
             * @description On sale until (null: until disabled)
             */
            endTime?: number | null;
            /** @description 1 any N for a price (tiers), 2 a fixed set at a price */
            kind: components["schemas"]["BundleKind"];
            /**
             * Names
             * @description The name in each of en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Price
             * @description A fixed set's price, fen (any-N: not read)
             * @default 0
             */
            price: number;
            /**
             * Skuids
             * @description Its versions, in order
             */
            skuIds: number[];
            /**
             * Starttime
             * @description On sale from (null: now)
             */
            startTime?: number | null;
            /**
             * Tiers
             * @description Any-N: its tiers, growing in count and price (a fixed set has none)
             */
            tiers?: components["schemas"]["BundleTierReq"][];
        };
        /** BundleTierReq */
        BundleTierReq: {
            /**
             * Count
             * @description How many versions the member picks
             */
            count: number;
            /**
             * Price
             * @description What they cost together, fen
             */
            price: number;
        };
        /** BundleTierResp */
        BundleTierResp: {
            /**
             * Count
             * @description How many versions the member picks
             */
            count: number;
            /**
             * Price
             * @description What they cost together, fen
             */
            price: number;
        };
        /** BundleUpdateReq */
        BundleUpdateReq: {
            /**
             * Endtime
             * @description On sale until (null: until disabled)
             */
            endTime?: number | null;
            /** Id */
            id: number;
            /** @description 1 any N for a price (tiers), 2 a fixed set at a price */
            kind: components["schemas"]["BundleKind"];
            /**
             * Names
             * @description The name in each of en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /**
             * Price
             * @description A fixed set's price, fen (any-N: not read)
             * @default 0
             */
            price: number;
            /**
             * Skuids
             * @description Its versions, in order
             */
            skuIds: number[];
            /**
             * Starttime
             * @description On sale from (null: now)
             */
            startTime?: number | null;
            /**
             * Tiers
             * @description Any-N: its tiers, growing in count and price (a fixed set has none)
             */
            tiers?: components["schemas"]["BundleTierReq"][];
        };
        /** CartAddBundleReq */
        CartAddBundleReq: {
            /** Bundleid */
            bundleId: number;
            /**
             * Skuids
             * @description Any-N: the versions picked (exactly a tier's count); a fixed set: not read (as offered)
             */
            skuIds?: number[];
        };
        /** CartAddReq */
        CartAddReq: {
            /** Count */
            count: number;
            /** Skuid */
            skuId: number;
        };
        /** CartBundleItemResp */
        CartBundleItemResp: {
            /** Picurl */
            picUrl: string;
            /**
             * Share
             * @description Its share of the bundle's price, fen (0 when the bundle cannot be bought)
             */
            share: number;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
        };
        /**
         * CartBundleResp
         * @description A bundle in the cart (issue 42), priced as checkout would price it now.
         */
        CartBundleResp: {
            /**
             * Available
             * @description It can be bought now as it is in the cart
             */
            available: boolean;
            /** Bundleid */
            bundleId: number;
            /** Displaylistprice */
            displayListPrice: number;
            /** Displayprice */
            displayPrice: number;
            /**
             * Id
             * @description The cart bundle's id (cartBundleIds at settlement)
             */
            id: number;
            /**
             * Items
             * @description The versions bought (or asked for, when not available)
             */
            items: components["schemas"]["CartBundleItemResp"][];
            /**
             * Kind
             * @description 1 any N for a price, 2 a fixed set
             */
            kind: number;
            /**
             * Listprice
             * @description Its versions' list prices together, fen (0 when not available)
             */
            listPrice: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /**
             * Ownedskuids
             * @description A fixed set: its versions the member owns, left out
             */
            ownedSkuIds: number[];
            /** Picurl */
            picUrl: string;
            /**
             * Price
             * @description What it costs, fen: its shares together (0 when not available)
             */
            price: number;
            /**
             * Priceunit
             * @description Display currency of the display prices
             * @enum {string}
             */
            priceUnit: "CNY" | "USD" | "JPY";
            /**
             * Problem
             * @description Why it cannot be bought, in the asked language (null: it can)
             */
            problem: string | null;
            /** Selected */
            selected: boolean;
        };
        /** CartBundleSelectedReq */
        CartBundleSelectedReq: {
            /**
             * Ids
             * @description Cart bundle ids
             */
            ids: number[];
            /** Selected */
            selected: boolean;
        };
        /** CartItemResp */
        CartItemResp: {
            /** Count */
            count: number;
            /** Id */
            id: number;
            /** Selected */
            selected: boolean;
            /** @description The version with its prices for the member, each */
            sku: components["schemas"]["SkuResp"];
            spu: components["schemas"]["CartSpuResp"];
        };
        /** CartListResp */
        CartListResp: {
            /**
             * Bundles
             * @description Bundles in the cart, newest first (issue 42)
             */
            bundles?: components["schemas"]["CartBundleResp"][];
            /**
             * Invalidlist
             * @description Items of games off the shelf or versions out of stock, newest first
             */
            invalidList: components["schemas"]["CartItemResp"][];
            /**
             * Validlist
             * @description Items that can be bought, newest first
             */
            validList: components["schemas"]["CartItemResp"][];
        };
        /** CartSpuResp */
        CartSpuResp: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Picurl */
            picUrl: string;
            /**
             * Status
             * @description 1 on sale, 0 off the shelf
             */
            status: number;
        };
        /** CartUpdateCountReq */
        CartUpdateCountReq: {
            /** Count */
            count: number;
            /** Id */
            id: number;
        };
        /** CartUpdateSelectedReq */
        CartUpdateSelectedReq: {
            /** Ids */
            ids: number[];
            /** Selected */
            selected: boolean;
        };
        /** CatalogueImportResp */
        CatalogueImportResp: {
            /**
             * Counts
             * @description Per section (skus: the games' versions)
             */
            counts: {
                [key: string]: components["schemas"]["ImportCountsResp"];
            };
            /**
             * Ok
             * @description Everything in the file was imported
             */
            ok: boolean;
            /** Problems */
            problems: components["schemas"]["ImportProblemResp"][];
            /**
             * Report
             * @description The report as `gamestore import-games` prints it
             */
            report: string;
            /**
             * Rows
             * @description Every row of the file, in file order per section
             */
            rows: components["schemas"]["CatalogueImportRowResp"][];
        };
        /** CatalogueImportRowResp */
        CatalogueImportRowResp: {
            /** Code */
            code: string | null;
            /**
             * Index
             * @description The row's position in its section, from 0
             */
            index: number;
            /**
             * Messages
             * @description Why it was rejected, one per field found wrong
             */
            messages: string[];
            /**
             * Section
             * @description categories, teams, games, banners or reviews
             */
            section: string;
            /**
             * Status
             * @description created / updated (games), imported (other sections), rejected (nothing of it imported)
             * @enum {string}
             */
            status: "created" | "updated" | "imported" | "rejected";
        };
        /** CategoryResp */
        CategoryResp: {
            /** Icon */
            icon: string;
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Parentid */
            parentId: number | null;
            /** Sort */
            sort: number;
        };
        /** CollectibleResp */
        CollectibleResp: {
            /**
             * Code
             * @description The collectible definition's code
             */
            code: string;
            /**
             * Createtime
             * @description When it was earned, epoch ms
             */
            createTime: number;
            /** Description */
            description: string;
            /** Editionsize */
            editionSize: number;
            /** Id */
            id: number;
            /**
             * Modelurl
             * @description A glb or gltf 3D model, where it has one
             */
            modelUrl: string | null;
            /** Name */
            name: string;
            /** Picurl */
            picUrl: string;
            /**
             * Rarity
             * @description 1 common, 2 rare, 3 epic, 4 legendary
             */
            rarity: number;
            /**
             * Serial
             * @description This copy's number in its edition (#serial / editionSize)
             */
            serial: number;
            /**
             * Sourcetype
             * @description How it was earned: 1 task, 2 activity, 3 purchase, 4 the store
             */
            sourceType: number;
            /**
             * Valuation
             * @description Fen: what the store values it at now
             */
            valuation: number;
            /**
             * Value
             * @description Fen
             */
            value: number;
        };
        /** CommentCreateReq */
        CommentCreateReq: {
            /**
             * Anonymous
             * @default false
             */
            anonymous: boolean;
            /**
             * Content
             * @default
             */
            content: string;
            /**
             * Descriptionscores
             * @description yudao's name for the stars, taken when rating is absent
             */
            descriptionScores?: number | null;
            /** Orderitemid */
            orderItemId: number;
            /** Picurls */
            picUrls?: string[];
            /**
             * Rating
             * @description 1–5 stars; required
             */
            rating?: number | null;
        };
        /** CommentResp */
        CommentResp: {
            /** Anonymous */
            anonymous: boolean;
            /** Avatar */
            avatar: string | null;
            /** Content */
            content: string;
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /** Nickname */
            nickname: string;
            /** Picurls */
            picUrls: string[];
            /** Rating */
            rating: number;
            /** Reply */
            reply: string | null;
            /** Replytime */
            replyTime: number | null;
            /** Skuname */
            skuName: string | null;
        };
        /** CommonResult */
        CommonResult_ActivityReminderResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["ActivityReminderResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminActivityReminderPageResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminActivityReminderPageResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminArticleDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminArticleDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminBannerResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminBannerResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminBrandResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminBrandResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminCategoryResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminCategoryResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminCollectibleResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminCollectibleResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminHelpArticleDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminHelpArticleDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminHelpCategoryResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminHelpCategoryResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminItemResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminItemResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminKeyResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminKeyResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminOrderDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminOrderDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminRechargePackageResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminRechargePackageResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminSpuDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminSpuDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AdminTaskResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AdminTaskResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AfterSaleResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AfterSaleResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AppInfoResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AppInfoResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_ArticleDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["ArticleDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_ArticleImportResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["ArticleImportResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AuthLoginResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["AuthLoginResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_BrandCountResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["BrandCountResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_BrandResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["BrandResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_BundleAdminResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["BundleAdminResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_BundleDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["BundleDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_CartListResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["CartListResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_CatalogueImportResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["CatalogueImportResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_CollectibleResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["CollectibleResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_DashboardSummaryResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["DashboardSummaryResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_DiscountActivityDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["DiscountActivityDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_GameCodeResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["GameCodeResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_GameCodeVerifyResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["GameCodeVerifyResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_GiftClaimResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["GiftClaimResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_GiftResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["GiftResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_HealthResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["HealthResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_HelpArticleDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["HelpArticleDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_ItemImportResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["ItemImportResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_ItemResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["ItemResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_JsapiSignatureResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["JsapiSignatureResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_KeyCodeResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["KeyCodeResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_KeyImportResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["KeyImportResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_KeyReportResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["KeyReportResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_KeyReportResultResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["KeyReportResultResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_KeyRevealResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["KeyRevealResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_MemberFeedbackResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["MemberFeedbackResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_NavigationNumResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["NavigationNumResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_OperatorLoginResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["OperatorLoginResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_OperatorResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["OperatorResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_OperatorTotpBeginResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["OperatorTotpBeginResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_OrderCountResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["OrderCountResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_OrderCreateResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["OrderCreateResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_OrderDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["OrderDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_OutboxMessageResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["OutboxMessageResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminArticleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminArticleResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminBannerResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminBannerResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminBrandResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminBrandResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminCollectibleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminCollectibleResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminFeedbackResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminFeedbackResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminHelpArticleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminHelpArticleResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminItemResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminItemResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminKeyReportResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminKeyReportResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminKeyResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminKeyResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminMemberResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminMemberResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminOrderResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminOrderResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminRechargePackageResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminRechargePackageResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminSpuResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminSpuResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AdminTaskResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AdminTaskResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AfterSaleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AfterSaleResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_ArticleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_ArticleResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_AuditLogResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_AuditLogResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_BrowseHistoryResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_BrowseHistoryResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_BundleAdminResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_BundleAdminResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_BundleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_BundleResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_CollectibleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_CollectibleResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_CommentResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_CommentResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_DiscountActivityResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_DiscountActivityResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_ExperienceRecordResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_ExperienceRecordResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_FavoriteResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_FavoriteResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_HelpArticleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_HelpArticleResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_ItemResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_ItemResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_KeyStockResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_KeyStockResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_MemberFeedbackResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_MemberFeedbackResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_NotificationResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_NotificationResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_OperatorResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_OperatorResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_OrderSummaryResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_OrderSummaryResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_OutboxMessageResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_OutboxMessageResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_OwnedGameResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_OwnedGameResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_PointRecordResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_PointRecordResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_PriceAlertResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_PriceAlertResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_RechargeResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_RechargeResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_ReferralFriendResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_ReferralFriendResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_RevealAuditResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_RevealAuditResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_SentGiftResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_SentGiftResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_SignInRecordResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_SignInRecordResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_SpuSummaryResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_SpuSummaryResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_TaskResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_TaskResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_WalletTransactionResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PageResult_WalletTransactionResp_"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PayOrderResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PayOrderResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PayOrderSubmitResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PayOrderSubmitResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PermissionInfoResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PermissionInfoResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PointAdjustResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PointAdjustResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PriceAlertResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PriceAlertResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_RatingSummary_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["RatingSummary"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_RechargeCreateResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["RechargeCreateResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_ReferralSummaryResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["ReferralSummaryResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_RefundPreviewResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["RefundPreviewResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_SettlementResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["SettlementResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_ShareInfoResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["ShareInfoResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_ShareResolveResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["ShareResolveResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_SignInCreateResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["SignInCreateResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_SignInSummaryResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["SignInSummaryResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_SpuDetailResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["SpuDetailResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_SpuPriceHistoryResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["SpuPriceHistoryResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_StarDealReminderResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["StarDealReminderResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_StarDealResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["StarDealResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_SteamAccountResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["SteamAccountResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_SteamLibraryResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["SteamLibraryResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_SteamWishlistImportResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["SteamWishlistImportResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_TaskClaimResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["TaskClaimResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_TaskImportResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["TaskImportResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_TenantResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["TenantResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_Union_PriceAlertResp__NoneType__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["PriceAlertResp"] | null;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_Union_SocialUserResp__NoneType__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["SocialUserResp"] | null;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_UserInfoResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["UserInfoResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_WalletResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["WalletResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_WalletSummaryResp_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            data: components["schemas"]["WalletSummaryResp"];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_bool_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: boolean;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_int_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: number;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_ActivityReminderResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["ActivityReminderResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_AdminCategoryResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["AdminCategoryResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_AdminHelpCategoryResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["AdminHelpCategoryResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_AdminLevelResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["AdminLevelResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_AdminSignInConfigResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["AdminSignInConfigResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_ArticleCategoryResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["ArticleCategoryResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_BannerResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["BannerResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_BrandResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["BrandResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_BrandSimpleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["BrandSimpleResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_CategoryResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["CategoryResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_DictDataResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["DictDataResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_FeedbackReplyResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["FeedbackReplyResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_HelpCategoryResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["HelpCategoryResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_KeyReportResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["KeyReportResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_LevelListResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["LevelListResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_OrderOfGameResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["OrderOfGameResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_OrderSimpleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["OrderSimpleResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_OrderTrackResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["OrderTrackResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_PendingPointResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["PendingPointResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_RechargePackageResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["RechargePackageResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_SignInConfigResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["SignInConfigResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_SpuSimpleResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["SpuSimpleResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_SpuSummaryResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["SpuSummaryResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_StarDealReminderResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["StarDealReminderResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_StarDealResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["StarDealResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_SubscribeTemplateResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["SubscribeTemplateResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_TempUrlResp__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: components["schemas"]["TempUrlResp"][];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_str__: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: string[];
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_str_: {
            /**
             * Code
             * @constant
             */
            code: 0;
            /** Data */
            data: string;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** ContentImportRowResp */
        ContentImportRowResp: {
            /** Code */
            code: string | null;
            /**
             * Index
             * @description The row in its section, from 0; null: the section or the file
             */
            index: number | null;
            /**
             * Message
             * @description Why it was rejected; empty when imported
             */
            message: string;
            /** Ok */
            ok: boolean;
            /** Section */
            section: string;
        };
        /** DashboardSummaryResp */
        DashboardSummaryResp: {
            /**
             * Bestsellers
             * @description This week's top 5 versions by keys paid, net of refunds
             */
            bestSellers: components["schemas"]["BestSellerResp"][];
            /**
             * Latestfailednotifies
             * @description The latest 10, newest first
             */
            latestFailedNotifies: components["schemas"]["FailedNotifyResp"][];
            /**
             * Preordershortages
             * @description Released versions whose pre-orders wait for keys, the longest waiting first
             */
            preorderShortages: components["schemas"]["PreorderShortageResp"][];
            /**
             * Timezone
             * @description The shop's timezone the days and weeks are counted in
             */
            timezone: string;
            today: components["schemas"]["PeriodSummaryResp"];
            /** @description This week, from Monday */
            week: components["schemas"]["PeriodSummaryResp"];
        };
        /** DictDataResp */
        DictDataResp: {
            /** Colortype */
            colorType: string;
            /** Cssclass */
            cssClass: string;
            /** Dicttype */
            dictType: string;
            /** Label */
            label: string;
            /** Value */
            value: string;
        };
        /** DiscountActivityDetailResp */
        DiscountActivityDetailResp: {
            /** Createtime */
            createTime: number;
            /** Enabled */
            enabled: boolean;
            /** Endtime */
            endTime: number;
            /** Id */
            id: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /** Names */
            names: {
                [key: string]: string;
            };
            /** Productcount */
            productCount: number;
            /** Products */
            products: components["schemas"]["DiscountProductResp"][];
            /** Starttime */
            startTime: number;
            /**
             * Status
             * @description 10 upcoming, 20 ongoing, 30 ended
             */
            status: number;
            /** Updatetime */
            updateTime: number;
        };
        /** DiscountActivityResp */
        DiscountActivityResp: {
            /** Createtime */
            createTime: number;
            /** Enabled */
            enabled: boolean;
            /** Endtime */
            endTime: number;
            /** Id */
            id: number;
            /**
             * Name
             * @description In the request's language
             */
            name: string;
            /** Names */
            names: {
                [key: string]: string;
            };
            /** Productcount */
            productCount: number;
            /** Starttime */
            startTime: number;
            /**
             * Status
             * @description 10 upcoming, 20 ongoing, 30 ended
             */
            status: number;
            /** Updatetime */
            updateTime: number;
        };
        /** DiscountActivitySaveReq */
        DiscountActivitySaveReq: {
            /** Endtime */
            endTime: number;
            /**
             * Names
             * @description The name in each of en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /** Products */
            products: components["schemas"]["DiscountProductReq"][];
            /** Starttime */
            startTime: number;
        };
        /** DiscountActivityUpdateReq */
        DiscountActivityUpdateReq: {
            /** Endtime */
            endTime: number;
            /** Id */
            id: number;
            /**
             * Names
             * @description The name in each of en, zh-Hans, zh-Hant, ja
             */
            names: {
                [key: string]: string;
            };
            /** Products */
            products: components["schemas"]["DiscountProductReq"][];
            /** Starttime */
            startTime: number;
        };
        /** DiscountProductReq */
        DiscountProductReq: {
            /**
             * Discountpercent
             * @description Percent off, 1–99, for type 2
             * @default 0
             */
            discountPercent: number;
            /**
             * Discountprice
             * @description Fen off, for type 1
             * @default 0
             */
            discountPrice: number;
            /** @description 1 an amount off (discountPrice), 2 a percentage off */
            discountType: components["schemas"]["DiscountType"];
            /** Skuid */
            skuId: number;
            /** Spuid */
            spuId: number;
        };
        /** DiscountProductResp */
        DiscountProductResp: {
            /** Discountpercent */
            discountPercent: number;
            /** Discountprice */
            discountPrice: number;
            /** Discounttype */
            discountType: number;
            /**
             * Eventprice
             * @description The price while the activity runs, in fen
             */
            eventPrice: number;
            /**
             * Price
             * @description The version's list price now, in fen
             */
            price: number;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
        };
        /**
         * DiscountType
         * @description promotion_discount_type: 1 a fixed amount off, 2 a percentage off.
         * @enum {integer}
         */
        DiscountType: 1 | 2;
        /**
         * ErrorResult
         * @description A failure (rendered by core/handlers): a non-zero code, no data, the translated message.
         */
        ErrorResult: {
            /** Code */
            code: number;
            /** Data */
            data: null;
            /** Msg */
            msg: string;
        };
        /** ExperienceRecordResp */
        ExperienceRecordResp: {
            /** Bizid */
            bizId: string | null;
            /**
             * Biztype
             * @description member_experience_biz_type dictionary value
             */
            bizType: number;
            /**
             * Createtime
             * @description Epoch milliseconds
             */
            createTime: number;
            /**
             * Experience
             * @description Positive gain, negative take-back
             */
            experience: number;
            /** Id */
            id: number;
            /**
             * Title
             * @description What the change was for, in the asked language
             */
            title: string;
            /**
             * Totalexperience
             * @description The member's experience after this change
             */
            totalExperience: number;
        };
        /** FailedNotifyResp */
        FailedNotifyResp: {
            /** Channelcode */
            channelCode: string;
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /**
             * Outtradeno
             * @description The payment attempt's number the gateway named
             */
            outTradeNo: string;
            /**
             * Outcome
             * @description 30 amount mismatch, 40 arrived after the order closed (refunded to the wallet), 50 unknown payment, 60 not paid
             */
            outcome: number;
            /**
             * Price
             * @description The amount the gateway reported, in fen
             */
            price: number;
            /**
             * Reason
             * @description The outcome's name: amount_mismatch, refunded_to_wallet, …
             */
            reason: string;
        };
        /** FavoriteReq */
        FavoriteReq: {
            /** Spuid */
            spuId: number;
        };
        /** FavoriteResp */
        FavoriteResp: {
            /**
             * Createtime
             * @description When the game was favorited, epoch milliseconds
             */
            createTime: number;
            /** Id */
            id: number;
            /** @description The game's card; null when it is off the shelf (still listed so it can be removed) */
            spu: components["schemas"]["SpuSummaryResp"] | null;
            /** Spuid */
            spuId: number;
        };
        /** FeedbackCreateReq */
        FeedbackCreateReq: {
            /**
             * Content
             * @description What went wrong; required
             * @default
             */
            content: string;
            /** Orderid */
            orderId: number;
            /** Picurls */
            picUrls?: string[];
        };
        /** FeedbackReply */
        FeedbackReply: {
            /** Content */
            content: string;
            /**
             * Createtime
             * @description Epoch milliseconds
             */
            createTime: number;
        };
        /** FeedbackReplyReq */
        FeedbackReplyReq: {
            /** Content */
            content: string;
            /**
             * Feedbackid
             * @description Feedback from the centre, or …
             */
            feedbackId?: number | null;
            /**
             * Orderid
             * @description … an order's feedback thread (exactly one)
             */
            orderId?: number | null;
        };
        /** FeedbackReplyResp */
        FeedbackReplyResp: {
            /** Content */
            content: string;
            /** Createtime */
            createTime: number;
            /**
             * Fromstore
             * @description true: the store's reply; false: the member's message
             */
            fromStore: boolean;
            /** Id */
            id: number;
            /**
             * Picurls
             * @description Links, or private uploads' paths (open them through temp-url-list)
             */
            picUrls: string[];
        };
        /**
         * FeedbackType
         * @description member_feedback_type: payment and activation-key feedback is about an order.
         * @enum {integer}
         */
        FeedbackType: 1 | 2 | 3 | 4 | 5;
        /** GameCodeResp */
        GameCodeResp: {
            /**
             * Code
             * @description URL-safe; append it to the game's link as the `code` query parameter
             */
            code: string;
            /**
             * Expiretime
             * @description When the code stops being accepted, epoch milliseconds
             */
            expireTime: number;
        };
        /** GameCodeVerifyReq */
        GameCodeVerifyReq: {
            /** Code */
            code: string;
        };
        /** GameCodeVerifyResp */
        GameCodeVerifyResp: {
            /**
             * Expiretime
             * @description When the code stops being accepted, epoch milliseconds
             */
            expireTime: number;
            /** Memberid */
            memberId: number;
            /** Spuid */
            spuId: number;
        };
        /** GameTypeResp */
        GameTypeResp: {
            /**
             * Gametype
             * @description 0 browser H5, 1 game-store app, 2 mini program, 3 app
             */
            gameType: number;
            /** Typelink */
            typeLink: string;
        };
        /** GiftClaimResp */
        GiftClaimResp: {
            /**
             * Orderid
             * @description The order, now the member's (its keys revealed on purpose, as any)
             */
            orderId: number;
        };
        /** GiftCodeReq */
        GiftCodeReq: {
            /**
             * Code
             * @description The gift's claim code, from its link
             */
            code: string;
        };
        /** GiftItemResp */
        GiftItemResp: {
            /**
             * Count
             * @description Keys of this version in the gift
             */
            count: number;
            /** Picurl */
            picUrl: string;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
        };
        /** GiftOrderReq */
        GiftOrderReq: {
            /** Orderid */
            orderId: number;
        };
        /**
         * GiftResp
         * @description A gift as its link shows it to anyone who opens it.
         */
        GiftResp: {
            /** Code */
            code: string;
            /**
             * Expiretime
             * @description Until when it can be claimed (epoch ms)
             */
            expireTime: number | null;
            /** Giveravatar */
            giverAvatar: string | null;
            /** Givernickname */
            giverNickname: string;
            /** Items */
            items: components["schemas"]["GiftItemResp"][];
            /**
             * Message
             * @description The giver's message
             */
            message: string;
            /**
             * Mine
             * @description The member asking gave it (they cannot claim it)
             */
            mine: boolean;
            /**
             * Status
             * @description 10 waiting, 20 claimed, 30 taken back, 40 returned unclaimed (trade_gift_status)
             */
            status: number;
        };
        /** HealthResp */
        HealthResp: {
            /** Database */
            database: boolean;
            /** Redis */
            redis: boolean | null;
            /**
             * Status
             * @enum {string}
             */
            status: "ok" | "degraded";
        };
        /** HelpArticleDetailResp */
        HelpArticleDetailResp: {
            /** Categoryid */
            categoryId: number;
            /**
             * Content
             * @description Sanitized HTML
             */
            content: string;
            /** Id */
            id: number;
            /** Title */
            title: string;
        };
        /** HelpArticleResp */
        HelpArticleResp: {
            /** Categoryid */
            categoryId: number;
            /** Id */
            id: number;
            /** Title */
            title: string;
        };
        /** HelpCategoryResp */
        HelpCategoryResp: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Sort */
            sort: number;
        };
        /** IdReq */
        IdReq: {
            /** Id */
            id: number;
        };
        /** ImportCountsResp */
        ImportCountsResp: {
            /** Created */
            created: number;
            /** Rejected */
            rejected: number;
            /** Updated */
            updated: number;
        };
        /** ImportProblemResp */
        ImportProblemResp: {
            /** Code */
            code: string | null;
            /** Field */
            field: string;
            /**
             * Index
             * @description The row in its section (from 0); null: the whole section
             */
            index: number | null;
            /** Reason */
            reason: string;
            /** Section */
            section: string;
        };
        /** ItemGameResp */
        ItemGameResp: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Onsale */
            onSale: boolean;
            /** Picurl */
            picUrl: string;
        };
        /** ItemIdReq */
        ItemIdReq: {
            /**
             * Id
             * @description The held item's id
             */
            id: number;
        };
        /**
         * ItemImportResp
         * @description The report `gamestore import-items` prints, as data.
         */
        ItemImportResp: {
            /**
             * Codesadded
             * @description Bonus codes added to pools
             */
            codesAdded: number;
            /**
             * Codesskipped
             * @description Bonus codes already stored
             */
            codesSkipped: number;
            /**
             * Counts
             * @description By section: items, collectibles
             */
            counts: {
                [key: string]: components["schemas"]["ImportCountsResp"];
            };
            /** Ok */
            ok: boolean;
            /** Problems */
            problems: components["schemas"]["ImportProblemResp"][];
            /** Report */
            report: string;
        };
        /** ItemResp */
        ItemResp: {
            /**
             * Bonuscode
             * @description The code, once revealed (never sent before)
             */
            bonusCode: string | null;
            /**
             * Code
             * @description The item definition's code
             */
            code: string;
            /**
             * Createtime
             * @description When it was granted, epoch ms
             */
            createTime: number;
            /**
             * Expiretime
             * @description Epoch ms; null: never expires
             */
            expireTime: number | null;
            /**
             * Games
             * @description The games it applies to; empty: every game
             */
            games: components["schemas"]["ItemGameResp"][];
            /**
             * Id
             * @description The held item's id
             */
            id: number;
            /**
             * Instructions
             * @description How to use it, in the asked language
             */
            instructions: string;
            /**
             * Name
             * @description In the asked language
             */
            name: string;
            /**
             * Owned
             * @description Total less used
             */
            owned: number;
            /** Picurl */
            picUrl: string;
            /**
             * Rarity
             * @description 1 common, 2 rare, 3 epic, 4 legendary
             */
            rarity: number;
            /** Revealtime */
            revealTime: number | null;
            /**
             * Revealed
             * @description A bonus code its owner has revealed
             */
            revealed: boolean;
            /**
             * Sourcetype
             * @description How it was earned: 1 task, 2 activity, 3 purchase, 4 the store
             */
            sourceType: number;
            /**
             * Status
             * @description 1 held, 2 used up, 3 not available
             */
            status: number;
            /**
             * Total
             * @description Quantity granted
             */
            total: number;
            /**
             * Type
             * @description 1 in-game bonus code, 2 store voucher
             */
            type: number;
            /** Used */
            used: number;
            voucher: components["schemas"]["VoucherResp"] | null;
        };
        /**
         * ItemStatus
         * @description Spec §4 "Item ownership".
         * @enum {integer}
         */
        ItemStatus: 1 | 2 | 3;
        /** JsapiSignatureResp */
        JsapiSignatureResp: {
            /** Appid */
            appId: string;
            /** Noncestr */
            nonceStr: string;
            /** Opentaglist */
            openTagList: string[];
            /**
             * Signature
             * @description sha1 of "jsapi_ticket=…&noncestr=…&timestamp=…&url=…"
             */
            signature: string;
            /**
             * Timestamp
             * @description Epoch seconds, as signed
             */
            timestamp: number;
            /**
             * Url
             * @description The signed page URL (without its #fragment)
             */
            url: string;
        };
        /** KeyCodeResp */
        KeyCodeResp: {
            /** Code */
            code: string;
            /** Id */
            id: number;
            /** Skuid */
            skuId: number;
            /** Status */
            status: number;
        };
        /** KeyImportResp */
        KeyImportResp: {
            /** Accepted */
            accepted: number;
            /** Duplicate */
            duplicate: number;
            /** Invalid */
            invalid: number;
            /** Lines */
            lines: components["schemas"]["KeyLineResp"][];
            /**
             * Ok
             * @description Every key in the file was stored
             */
            ok: boolean;
            /** @description Where this batch's keys activate (its `# regions:` line); null: everywhere */
            regions?: components["schemas"]["RegionsBody"] | null;
            /**
             * Report
             * @description The report as `gamestore import-keys` prints it
             */
            report: string;
            /** Skucode */
            skuCode: string;
            /** Skuid */
            skuId: number;
            /**
             * Stock
             * @description The version's keys available after the import
             */
            stock: number;
        };
        /** KeyLineResp */
        KeyLineResp: {
            /**
             * Line
             * @description From 1; blank lines are skipped
             */
            line: number;
            /** Message */
            message: string;
            /**
             * Status
             * @enum {string}
             */
            status: "accepted" | "duplicate" | "invalid";
        };
        /** KeyReasonReq */
        KeyReasonReq: {
            /** Id */
            id: number;
            /** Reason */
            reason: string;
        };
        /**
         * KeyReportReason
         * @enum {integer}
         */
        KeyReportReason: 1 | 2 | 3;
        /** KeyReportReq */
        KeyReportReq: {
            /**
             * Keyid
             * @description The revealed key that does not work (activationCodes[].keyId)
             */
            keyId: number;
            /**
             * Note
             * @description What the member adds (optional, 200 characters)
             * @default
             */
            note: string;
            /** Orderid */
            orderId: number;
            /** @description 1 already redeemed, 2 wrong region, 3 invalid */
            reason: components["schemas"]["KeyReportReason"];
        };
        /**
         * KeyReportResp
         * @description A key report as its member sees it.
         */
        KeyReportResp: {
            /**
             * Aftersaleid
             * @description The refund (refunded), else null
             */
            afterSaleId: number | null;
            /**
             * Answer
             * @description Support's answer (a rejection's reason), else empty
             */
            answer: string;
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /**
             * Keyid
             * @description The reported key (set aside once replaced or refunded)
             */
            keyId: number;
            /** Note */
            note: string;
            /** Orderid */
            orderId: number;
            /**
             * Reason
             * @description 1 already redeemed, 2 wrong region, 3 invalid
             */
            reason: number;
            /**
             * Replacementkeyid
             * @description The key given instead (replaced), else null
             */
            replacementKeyId: number | null;
            /** Resolvetime */
            resolveTime: number | null;
            /**
             * Status
             * @description 10 with support, 20 replaced at once, 30 replaced by support, 40 refunded, 50 rejected
             */
            status: number;
        };
        /**
         * KeyReportResultResp
         * @description What a report did: ``replaced`` (the new key, revealed now: ``key``) or ``toSupport``.
         */
        KeyReportResultResp: {
            /** @description The replacement key in clear (replaced), else null */
            key: components["schemas"]["ActivationCodeResp"] | null;
            report: components["schemas"]["KeyReportResp"];
            /**
             * Result
             * @enum {string}
             */
            result: "replaced" | "toSupport";
        };
        /** KeyRevealReq */
        KeyRevealReq: {
            /**
             * Keyid
             * @description The key to reveal (activationCodes[].keyId)
             */
            keyId: number;
            /** Orderid */
            orderId: number;
        };
        /** KeyRevealResp */
        KeyRevealResp: {
            /**
             * Code
             * @description The activation key to redeem on Steam; null until revealed
             */
            code: string | null;
            /** @description What this reveal gave, being the order's last (its pending points, experience, items and collectibles); null when it gave nothing */
            given: components["schemas"]["OrderGivenResp"] | null;
            /** Keyid */
            keyId: number;
            /** Orderitemid */
            orderItemId: number;
            /**
             * Revealtime
             * @description When it was first revealed, epoch ms
             */
            revealTime: number | null;
            /**
             * Revealed
             * @description Revealed by the member (a revealed key can no longer be refunded)
             */
            revealed: boolean;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuname */
            spuName: string;
        };
        /**
         * KeyStatus
         * @enum {integer}
         */
        KeyStatus: 0 | 5 | 10 | 20 | 25 | 30 | 40;
        /** KeyStockResp */
        KeyStockResp: {
            /** Available */
            available: number;
            /**
             * Keyalertthreshold
             * @description The version's own threshold (null: the default)
             */
            keyAlertThreshold: number | null;
            /** Lowonkeys */
            lowOnKeys: boolean;
            /**
             * Refunding
             * @description Locked by a refund in flight: on sale again once its money is back
             */
            refunding: number;
            /**
             * Reserved
             * @description Held by unpaid orders
             */
            reserved: number;
            /** Revoked */
            revoked: number;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Sold */
            sold: number;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
            /**
             * Spustatus
             * @description The game: 1 on sale, 0 off sale
             */
            spuStatus: number;
            /**
             * Threshold
             * @description Fewer available keys than this is low (and none always is)
             */
            threshold: number;
        };
        /** KeyThresholdReq */
        KeyThresholdReq: {
            /** Skuid */
            skuId: number;
            /**
             * Threshold
             * @description null: back to the default (METRICS_LOW_STOCK_THRESHOLD)
             */
            threshold: number | null;
        };
        /** LevelListResp */
        LevelListResp: {
            /**
             * Discountpercent
             * @description Percent off game prices at this level
             */
            discountPercent: number;
            /**
             * Experience
             * @description Experience at which this level starts
             */
            experience: number;
            /**
             * Icon
             * @description The level badge's image
             */
            icon: string;
            /** Id */
            id: number;
            /** Level */
            level: number;
            /**
             * Name
             * @description In the asked language
             */
            name: string;
        };
        /** LevelResp */
        LevelResp: {
            /** Discountpercent */
            discountPercent: number;
            /**
             * Experience
             * @description Experience at which this level starts
             */
            experience: number;
            /** Level */
            level: number;
            /** Name */
            name: string;
            /**
             * Nextexperience
             * @description Experience needed for the next level; null at the top
             */
            nextExperience: number | null;
        };
        /** MemberFeedbackCreateReq */
        MemberFeedbackCreateReq: {
            /**
             * Contact
             * @description How to reach the member (optional)
             * @default
             */
            contact: string;
            /**
             * Content
             * @description A detailed description; required
             * @default
             */
            content: string;
            /**
             * Orderid
             * @description Required for payment (2) and activation key (3)
             */
            orderId?: number | null;
            /** Picurls */
            picUrls?: string[];
            /** @description member_feedback_type */
            type: components["schemas"]["FeedbackType"];
        };
        /** MemberFeedbackResp */
        MemberFeedbackResp: {
            /** Contact */
            contact: string;
            /** Content */
            content: string;
            /**
             * Createtime
             * @description Epoch milliseconds
             */
            createTime: number;
            /** Id */
            id: number;
            /**
             * Kind
             * @description general: written in the feedback centre (open it with /member/feedback/get); order: an order's feedback thread (open it with /trade/order-feedback-reply/get)
             * @enum {string}
             */
            kind: "general" | "order";
            /** Orderid */
            orderId: number | null;
            /**
             * Picurls
             * @description Links, or private uploads' paths (open them through temp-url-list)
             */
            picUrls: string[];
            /** Replies */
            replies: components["schemas"]["FeedbackReply"][];
            /**
             * Status
             * @description 0 waiting for the store, 1 replied
             */
            status: number;
            /**
             * Type
             * @description member_feedback_type (null for an order's thread)
             */
            type: number | null;
        };
        /** NavigationNumResp */
        NavigationNumResp: {
            /** Bestselling */
            bestSelling: number;
            /** Featured */
            featured: number;
            /** Lowpriced */
            lowPriced: number;
            /** New */
            new: number;
            /** Total */
            total: number;
        };
        /** NotificationReadReq */
        NotificationReadReq: {
            /**
             * Ids
             * @description These; all when absent
             */
            ids?: number[] | null;
        };
        /** NotificationResp */
        NotificationResp: {
            /** Content */
            content: string;
            /**
             * Createtime
             * @description Epoch milliseconds
             */
            createTime: number;
            /** Id */
            id: number;
            /**
             * Link
             * @description The app route it opens
             */
            link: string;
            /** Read */
            read: boolean;
            /** Title */
            title: string;
            /**
             * Type
             * @description 1 an activity starting, 2 a reply from the store, 3 a refund by support
             */
            type: number;
        };
        /** OperatorCreateReq */
        OperatorCreateReq: {
            /** Password */
            password: string;
            /**
             * Role
             * @enum {string}
             */
            role: "admin" | "catalogue" | "content" | "support";
            /** Username */
            username: string;
        };
        /** OperatorLoginReq */
        OperatorLoginReq: {
            /** Password */
            password: string;
            /**
             * Totpcode
             * @description The authenticator app's code, for an operator who has TOTP
             */
            totpCode?: string | null;
            /** Username */
            username: string;
        };
        /** OperatorLoginResp */
        OperatorLoginResp: {
            /** Accesstoken */
            accessToken: string;
            /**
             * Expirestime
             * @description When the access token expires, epoch milliseconds
             */
            expiresTime: number;
            /** Refreshtoken */
            refreshToken: string;
            /** Userid */
            userId: number;
        };
        /** OperatorResp */
        OperatorResp: {
            /** Createtime */
            createTime: number;
            /** Enabled */
            enabled: boolean;
            /** Id */
            id: number;
            /** Lastlogintime */
            lastLoginTime: number | null;
            /**
             * Role
             * @enum {string}
             */
            role: "admin" | "catalogue" | "content" | "support";
            /** Totpenabled */
            totpEnabled: boolean;
            /** Username */
            username: string;
        };
        /** OperatorTotpBeginResp */
        OperatorTotpBeginResp: {
            /**
             * Secret
             * @description The new secret (base32), to type into an authenticator app
             */
            secret: string;
            /**
             * Uri
             * @description The otpauth:// URI an authenticator app reads from a QR code
             */
            uri: string;
        };
        /** OperatorTotpConfirmReq */
        OperatorTotpConfirmReq: {
            /**
             * Code
             * @description The authenticator app's current code for the new secret
             */
            code: string;
        };
        /** OperatorTotpResetReq */
        OperatorTotpResetReq: {
            /** Id */
            id: number;
        };
        /** OperatorUpdateReq */
        OperatorUpdateReq: {
            /** Enabled */
            enabled?: boolean | null;
            /** Id */
            id: number;
            /**
             * Password
             * @description A new password (ends their sessions)
             */
            password?: string | null;
            /** Role */
            role?: ("admin" | "catalogue" | "content" | "support") | null;
        };
        /** OrderCountResp */
        OrderCountResp: {
            /**
             * Aftersalecount
             * @description Orders with a refund (in progress or done)
             */
            afterSaleCount: number;
            /** Allcount */
            allCount: number;
            /** Deliveredcount */
            deliveredCount: number;
            /** Uncommentedcount */
            uncommentedCount: number;
            /** Undeliveredcount */
            undeliveredCount: number;
            /** Unpaidcount */
            unpaidCount: number;
        };
        /** OrderCreateReq */
        OrderCreateReq: {
            /** @description A bundle bought instead of items */
            bundle?: components["schemas"]["BundleReq"] | null;
            /**
             * Cartbundleids
             * @description Bundles of the cart bought with the items (their picks as the cart holds them; removed from the cart)
             */
            cartBundleIds?: number[];
            /**
             * Gift
             * @description Buy as a gift: a friend claims the keys by a link
             * @default false
             */
            gift: boolean;
            /**
             * Giftmessage
             * @description The gift's message to the friend (140 characters)
             * @default
             */
            giftMessage: string;
            /**
             * Itemid
             * @description A held voucher (My items) to take off the price
             */
            itemId?: number | null;
            /**
             * Items
             * @description The versions bought (empty when buying a bundle; may be empty with cartBundleIds)
             */
            items?: components["schemas"]["OrderItemReq"][];
            /**
             * Pointstatus
             * @description Deduct points from the price
             * @default false
             */
            pointStatus: boolean;
            /**
             * Remark
             * @description Contact information (optional)
             * @default
             */
            remark: string;
        };
        /** OrderCreateResp */
        OrderCreateResp: {
            /** Id */
            id: number;
            /** Payorderid */
            payOrderId: number;
        };
        /** OrderDetailResp */
        OrderDetailResp: {
            /**
             * Activationcodes
             * @description Only once paid, only to the owner; masked until revealed (POST /trade/order/reveal-key)
             */
            activationCodes: components["schemas"]["ActivationCodeResp"][];
            /**
             * Activitydiscountprice
             * @description Event discount
             */
            activityDiscountPrice: number;
            /** Canceltime */
            cancelTime: number | null;
            /**
             * Canceltype
             * @description 10 closed after the payment window, 20 cancelled by the member
             */
            cancelType: number | null;
            /**
             * Commentstatus
             * @description Every game of the order has been reviewed
             */
            commentStatus: boolean;
            /**
             * Couponprice
             * @description Voucher discount
             */
            couponPrice: number;
            /** Createtime */
            createTime: number;
            /**
             * Discountprice
             * @description Discount amount: the discounts together
             */
            discountPrice: number;
            /**
             * Expiretime
             * @description When an unpaid order closes, epoch ms
             */
            expireTime: number;
            /** Finishtime */
            finishTime: number | null;
            /** @description Bought as a gift: its state (null: not a gift) */
            gift: components["schemas"]["OrderGiftResp"] | null;
            /**
             * Giftstatus
             * @description Bought as a gift: 10 waiting, 20 claimed, 30 taken back, 40 returned (null: not a gift)
             */
            giftStatus: number | null;
            /**
             * Givepoint
             * @description Points the order earns (awarded at payment)
             */
            givePoint: number;
            /**
             * Hidden
             * @description Deleted by the member: hidden from their order list, its details and keys still reachable from My Games
             */
            hidden: boolean;
            /** Id */
            id: number;
            /** Items */
            items: components["schemas"]["OrderItemResp"][];
            /** Logs */
            logs: components["schemas"]["OrderLogResp"][];
            /**
             * Miniprogrammessages
             * @description WeChat subscribe messages the member accepted for this pre-order and not yet used (POST /trade/order/preorder-message): its next news goes to WeChat too
             */
            miniProgramMessages: number;
            /** No */
            no: string;
            /** Paychannelcode */
            payChannelCode: string | null;
            /** Payorderid */
            payOrderId: number | null;
            /** Payprice */
            payPrice: number;
            /** Paystatus */
            payStatus: boolean;
            /** Paytime */
            payTime: number | null;
            /**
             * Pointprice
             * @description Points deduction
             */
            pointPrice: number;
            /**
             * Preorderstatus
             * @description A pre-order: 10 waiting for its release, 20 delivered, 30 released and waiting for keys, 40 refunded before delivery (trade_preorder_status; null: not a pre-order)
             */
            preorderStatus: number | null;
            /** Productcount */
            productCount: number;
            /**
             * Refunddeadline
             * @description Until when (epoch ms) the member may refund the keys never revealed (POST /trade/after-sale/create); null when there is nothing they may refund
             */
            refundDeadline: number | null;
            /**
             * Refundprice
             * @description Money refunded so far, in fen
             */
            refundPrice: number;
            /**
             * Refundspentprice
             * @description Kept from refundPrice's refunds, in fen: the worth of points the refunded keys had earned that the member had spent already (support refunding a final order)
             */
            refundSpentPrice: number;
            /**
             * Refundstatus
             * @description 0 none, 1 refund in progress, 2 refunded: some or all keys (trade_order_item_after_sale_status)
             */
            refundStatus: number;
            /**
             * Releasetime
             * @description A pre-order's release: when its keys are delivered (epoch ms)
             */
            releaseTime: number | null;
            /**
             * Remark
             * @description Contact information
             */
            remark: string;
            /**
             * Status
             * @description 0 unpaid, 10 undelivered, 20 delivered, 30 completed, 40 closed
             */
            status: number;
            /** Totalprice */
            totalPrice: number;
            /** Usepoint */
            usePoint: number;
            /**
             * Vipprice
             * @description Member (level) discount
             */
            vipPrice: number;
        };
        /**
         * OrderGiftResp
         * @description The order's gift, as its giver (code, to share its link) or the friend who claimed it sees it.
         */
        OrderGiftResp: {
            /** Claimtime */
            claimTime: number | null;
            /**
             * Code
             * @description The claim code of its link: only to the giver, while it waits
             */
            code: string | null;
            /**
             * Expiretime
             * @description Until when it can be claimed (epoch ms)
             */
            expireTime: number | null;
            /**
             * Givernickname
             * @description Who gave it
             */
            giverNickname: string;
            /** Message */
            message: string;
            /**
             * Status
             * @description 10 waiting, 20 claimed, 30 taken back, 40 returned (trade_gift_status)
             */
            status: number;
        };
        /**
         * OrderGivenResp
         * @description What the order gave its member when it became final (the same shape as a task's claim).
         */
        OrderGivenResp: {
            /** Experience */
            experience: number;
            /**
             * Items
             * @description Items and collectibles, named in the asked language
             */
            items: components["schemas"]["TaskRewardItemResp"][];
            /** Point */
            point: number;
        };
        /** OrderItemReq */
        OrderItemReq: {
            /**
             * Cartid
             * @description The cart item bought (removed from the cart)
             */
            cartId?: number | null;
            /**
             * Count
             * @description How many keys of this version
             */
            count: number;
            /** Skuid */
            skuId: number;
        };
        /** OrderItemResp */
        OrderItemResp: {
            /**
             * Aftersalestatus
             * @description 0 none, 1 refund in progress, 2 refunded (trade_order_item_after_sale_status)
             */
            afterSaleStatus: number;
            /**
             * Bundleid
             * @description The bundle the line was bought in
             */
            bundleId?: number | null;
            /** Commentstatus */
            commentStatus: boolean;
            /** Count */
            count: number;
            /** Gametyperespvos */
            gameTypeRespVOS: components["schemas"]["GameTypeResp"][];
            /** Id */
            id: number;
            /**
             * Memberprice
             * @description What one key cost after event and member discounts
             */
            memberPrice: number;
            /** Payprice */
            payPrice: number;
            /** Picurl */
            picUrl: string;
            /**
             * Price
             * @description List price of one key when ordered
             */
            price: number;
            /**
             * Properties
             * @description The version's attributes: always empty (a version is its name)
             */
            properties?: components["schemas"]["SkuPropertyResp"][];
            /**
             * Referenceprice
             * @description Struck through beside memberPrice: the list price when lower
             */
            referencePrice: number | null;
            /**
             * Refundcount
             * @description Keys of this line refunded
             */
            refundCount: number;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
        };
        /** OrderLogResp */
        OrderLogResp: {
            /**
             * Content
             * @description What happened, in the asked language
             */
            content: string;
            /** Createtime */
            createTime: number;
            /**
             * Operatetype
             * @description 1 created, 2 paid, 3 completed, 4 cancelled, 5 closed unpaid, 6 keys refunded, 7 closed: every key refunded
             */
            operateType: number;
        };
        /**
         * OrderOfGameResp
         * @description One paid order holding a game (My Games' Keys), hidden from the order list or not.
         */
        OrderOfGameResp: {
            /**
             * Hidden
             * @description Deleted by the member: hidden from their order list, keys kept
             */
            hidden: boolean;
            /** Id */
            id: number;
            /**
             * Keycount
             * @description Keys of this game it holds (those refunded left out)
             */
            keyCount: number;
            /** No */
            no: string;
            /**
             * Paytime
             * @description When it was paid, epoch ms
             */
            payTime: number | null;
        };
        /**
         * OrderPriceResp
         * @description Fen. discountPrice = activityDiscountPrice + vipPrice + couponPrice + pointPrice;
         *     payPrice = total − discount.
         */
        OrderPriceResp: {
            /**
             * Activitydiscountprice
             * @description Event discount
             */
            activityDiscountPrice: number;
            /**
             * Couponprice
             * @description Voucher discount
             */
            couponPrice: number;
            /**
             * Discountprice
             * @description Discount amount: the discounts together
             */
            discountPrice: number;
            /**
             * Payprice
             * @description Actual payment amount
             */
            payPrice: number;
            /**
             * Pointprice
             * @description Points deduction
             */
            pointPrice: number;
            /**
             * Totalprice
             * @description Game total
             */
            totalPrice: number;
            /**
             * Vipprice
             * @description Member (level) discount
             */
            vipPrice: number;
        };
        /** OrderSimpleResp */
        OrderSimpleResp: {
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /** No */
            no: string;
            /** Payprice */
            payPrice: number;
            /** Status */
            status: number;
            /**
             * Title
             * @description The games of the order, joined
             */
            title: string;
        };
        /**
         * OrderStatus
         * @enum {integer}
         */
        OrderStatus: 0 | 10 | 20 | 30 | 40;
        /** OrderSummaryResp */
        OrderSummaryResp: {
            /**
             * Commentstatus
             * @description Every game of the order has been reviewed
             */
            commentStatus: boolean;
            /** Createtime */
            createTime: number;
            /**
             * Expiretime
             * @description When an unpaid order closes, epoch ms
             */
            expireTime: number;
            /**
             * Giftstatus
             * @description Bought as a gift: 10 waiting, 20 claimed, 30 taken back, 40 returned (null: not a gift)
             */
            giftStatus: number | null;
            /** Id */
            id: number;
            /** Items */
            items: components["schemas"]["OrderItemResp"][];
            /** No */
            no: string;
            /** Payorderid */
            payOrderId: number | null;
            /** Payprice */
            payPrice: number;
            /**
             * Preorderstatus
             * @description A pre-order: 10 waiting for its release, 20 delivered, 30 released and waiting for keys, 40 refunded before delivery (trade_preorder_status; null: not a pre-order)
             */
            preorderStatus: number | null;
            /** Productcount */
            productCount: number;
            /**
             * Refundprice
             * @description Money refunded so far, in fen
             */
            refundPrice: number;
            /**
             * Refundstatus
             * @description 0 none, 1 refund in progress, 2 refunded: some or all keys (trade_order_item_after_sale_status)
             */
            refundStatus: number;
            /**
             * Releasetime
             * @description A pre-order's release: when its keys are delivered (epoch ms)
             */
            releaseTime: number | null;
            /**
             * Status
             * @description 0 unpaid, 10 undelivered, 20 delivered, 30 completed, 40 closed
             */
            status: number;
            /** Totalprice */
            totalPrice: number;
        };
        /**
         * OrderTrackResp
         * @description One delivery event of an order (spec §7 get-express-track-list); for keys, not a courier.
         */
        OrderTrackResp: {
            /**
             * Content
             * @description What happened, in the asked language
             */
            content: string;
            /**
             * Kind
             * @description What kind of event: a key revealed, the order paid …
             * @enum {string}
             */
            kind: "created" | "paid" | "delivered" | "revealed" | "cancelled" | "closed" | "refunded" | "reported" | "replaced" | "toSupport" | "rejected" | "gift" | "preorder" | "priceProtected";
            /**
             * Time
             * @description When it happened, epoch ms
             */
            time: number;
        };
        /** OutboxMessageResp */
        OutboxMessageResp: {
            /** Attempts */
            attempts: number;
            /** Createtime */
            createTime: number;
            /** Deliveredtime */
            deliveredTime: number | null;
            /** Id */
            id: number;
            /** Key */
            key: string;
            /** Lasterror */
            lastError: string | null;
            /** Nextattempttime */
            nextAttemptTime: number;
            /** Payload */
            payload: {
                [key: string]: unknown;
            };
            /** Status */
            status: string;
            /** Topic */
            topic: string;
        };
        /** OutboxReplayReq */
        OutboxReplayReq: {
            /** Id */
            id: number;
        };
        /** OwnedGameResp */
        OwnedGameResp: {
            /**
             * Brandname
             * @description The team's name in the asked language
             */
            brandName: string;
            /**
             * Createtime
             * @description When the member got the game, epoch milliseconds
             */
            createTime: number;
            /**
             * Gametyperespvos
             * @description How the game opens: 0 browser H5 (opens with a game code), 1 game-store app (typeLink: the store page or app id), 2 mini program, 3 app
             */
            gameTypeRespVOS: components["schemas"]["GameTypeResp"][];
            /**
             * Name
             * @description The game's name in the asked language
             */
            name: string;
            /**
             * Orderid
             * @description The order that bought it
             */
            orderId: number;
            /** Picurl */
            picUrl: string;
            /** Spuid */
            spuId: number;
        };
        /** PageResult[AdminArticleResp] */
        PageResult_AdminArticleResp_: {
            /** List */
            list: components["schemas"]["AdminArticleResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminBannerResp] */
        PageResult_AdminBannerResp_: {
            /** List */
            list: components["schemas"]["AdminBannerResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminBrandResp] */
        PageResult_AdminBrandResp_: {
            /** List */
            list: components["schemas"]["AdminBrandResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminCollectibleResp] */
        PageResult_AdminCollectibleResp_: {
            /** List */
            list: components["schemas"]["AdminCollectibleResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminFeedbackResp] */
        PageResult_AdminFeedbackResp_: {
            /** List */
            list: components["schemas"]["AdminFeedbackResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminHelpArticleResp] */
        PageResult_AdminHelpArticleResp_: {
            /** List */
            list: components["schemas"]["AdminHelpArticleResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminItemResp] */
        PageResult_AdminItemResp_: {
            /** List */
            list: components["schemas"]["AdminItemResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminKeyReportResp] */
        PageResult_AdminKeyReportResp_: {
            /** List */
            list: components["schemas"]["AdminKeyReportResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminKeyResp] */
        PageResult_AdminKeyResp_: {
            /** List */
            list: components["schemas"]["AdminKeyResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminMemberResp] */
        PageResult_AdminMemberResp_: {
            /** List */
            list: components["schemas"]["AdminMemberResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminOrderResp] */
        PageResult_AdminOrderResp_: {
            /** List */
            list: components["schemas"]["AdminOrderResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminRechargePackageResp] */
        PageResult_AdminRechargePackageResp_: {
            /** List */
            list: components["schemas"]["AdminRechargePackageResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminSpuResp] */
        PageResult_AdminSpuResp_: {
            /** List */
            list: components["schemas"]["AdminSpuResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AdminTaskResp] */
        PageResult_AdminTaskResp_: {
            /** List */
            list: components["schemas"]["AdminTaskResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AfterSaleResp] */
        PageResult_AfterSaleResp_: {
            /** List */
            list: components["schemas"]["AfterSaleResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[ArticleResp] */
        PageResult_ArticleResp_: {
            /** List */
            list: components["schemas"]["ArticleResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[AuditLogResp] */
        PageResult_AuditLogResp_: {
            /** List */
            list: components["schemas"]["AuditLogResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[BrowseHistoryResp] */
        PageResult_BrowseHistoryResp_: {
            /** List */
            list: components["schemas"]["BrowseHistoryResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[BundleAdminResp] */
        PageResult_BundleAdminResp_: {
            /** List */
            list: components["schemas"]["BundleAdminResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[BundleResp] */
        PageResult_BundleResp_: {
            /** List */
            list: components["schemas"]["BundleResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[CollectibleResp] */
        PageResult_CollectibleResp_: {
            /** List */
            list: components["schemas"]["CollectibleResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[CommentResp] */
        PageResult_CommentResp_: {
            /** List */
            list: components["schemas"]["CommentResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[DiscountActivityResp] */
        PageResult_DiscountActivityResp_: {
            /** List */
            list: components["schemas"]["DiscountActivityResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[ExperienceRecordResp] */
        PageResult_ExperienceRecordResp_: {
            /** List */
            list: components["schemas"]["ExperienceRecordResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[FavoriteResp] */
        PageResult_FavoriteResp_: {
            /** List */
            list: components["schemas"]["FavoriteResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[HelpArticleResp] */
        PageResult_HelpArticleResp_: {
            /** List */
            list: components["schemas"]["HelpArticleResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[ItemResp] */
        PageResult_ItemResp_: {
            /** List */
            list: components["schemas"]["ItemResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[KeyStockResp] */
        PageResult_KeyStockResp_: {
            /** List */
            list: components["schemas"]["KeyStockResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[MemberFeedbackResp] */
        PageResult_MemberFeedbackResp_: {
            /** List */
            list: components["schemas"]["MemberFeedbackResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[NotificationResp] */
        PageResult_NotificationResp_: {
            /** List */
            list: components["schemas"]["NotificationResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[OperatorResp] */
        PageResult_OperatorResp_: {
            /** List */
            list: components["schemas"]["OperatorResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[OrderSummaryResp] */
        PageResult_OrderSummaryResp_: {
            /** List */
            list: components["schemas"]["OrderSummaryResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[OutboxMessageResp] */
        PageResult_OutboxMessageResp_: {
            /** List */
            list: components["schemas"]["OutboxMessageResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[OwnedGameResp] */
        PageResult_OwnedGameResp_: {
            /** List */
            list: components["schemas"]["OwnedGameResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[PointRecordResp] */
        PageResult_PointRecordResp_: {
            /** List */
            list: components["schemas"]["PointRecordResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[PriceAlertResp] */
        PageResult_PriceAlertResp_: {
            /** List */
            list: components["schemas"]["PriceAlertResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[RechargeResp] */
        PageResult_RechargeResp_: {
            /** List */
            list: components["schemas"]["RechargeResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[ReferralFriendResp] */
        PageResult_ReferralFriendResp_: {
            /** List */
            list: components["schemas"]["ReferralFriendResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[RevealAuditResp] */
        PageResult_RevealAuditResp_: {
            /** List */
            list: components["schemas"]["RevealAuditResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[SentGiftResp] */
        PageResult_SentGiftResp_: {
            /** List */
            list: components["schemas"]["SentGiftResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[SignInRecordResp] */
        PageResult_SignInRecordResp_: {
            /** List */
            list: components["schemas"]["SignInRecordResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[SpuSummaryResp] */
        PageResult_SpuSummaryResp_: {
            /** List */
            list: components["schemas"]["SpuSummaryResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[TaskResp] */
        PageResult_TaskResp_: {
            /** List */
            list: components["schemas"]["TaskResp"][];
            /** Total */
            total: number;
        };
        /** PageResult[WalletTransactionResp] */
        PageResult_WalletTransactionResp_: {
            /** List */
            list: components["schemas"]["WalletTransactionResp"][];
            /** Total */
            total: number;
        };
        /** PasswordLoginReq */
        PasswordLoginReq: {
            /** Mobile */
            mobile: string;
            /** Password */
            password: string;
        };
        /** PayOrderResp */
        PayOrderResp: {
            /** Channelcode */
            channelCode: string | null;
            /** Expiretime */
            expireTime: number;
            /** Id */
            id: number;
            /**
             * Merchantorderid
             * @description The trade order's (or recharge's) id
             */
            merchantOrderId: number;
            /**
             * Merchanttype
             * @description What is paid for: trade (an order) or recharge
             */
            merchantType: string;
            /** Price */
            price: number;
            /**
             * Status
             * @description 0 waiting, 10 paid, 20 refunded, 30 closed (pay_order_status)
             */
            status: number;
            /** Subject */
            subject: string;
            /** Successtime */
            successTime: number | null;
        };
        /** PayOrderSubmitReq */
        PayOrderSubmitReq: {
            /** Channelcode */
            channelCode: string;
            /**
             * Channelextras
             * @description openid for WeChat channels
             */
            channelExtras?: {
                [key: string]: string;
            };
            /** Id */
            id: number;
            /** Returnurl */
            returnUrl?: string | null;
        };
        /** PayOrderSubmitResp */
        PayOrderSubmitResp: {
            /** Displaycontent */
            displayContent: string;
            /**
             * Displaymode
             * @description none, url, app or qr_code
             */
            displayMode: string;
            /**
             * Pay Data
             * @description Channel data, e.g. h5_url
             */
            pay_data?: {
                [key: string]: unknown;
            };
            /**
             * Status
             * @description 0: paid (treat as success at once); 1: continue with the channel (displayMode, pay_data)
             */
            status: number;
        };
        /** PendingPointResp */
        PendingPointResp: {
            /**
             * Biztype
             * @description member_point_biz_type dictionary value it will be recorded as
             */
            bizType: number;
            /**
             * Finalby
             * @description Epoch milliseconds: given by then at the latest (the order's refund window closes); earlier once every key of the order is revealed
             */
            finalBy: number;
            /**
             * Orderid
             * @description The paid order it comes from
             */
            orderId: number;
            /** Point */
            point: number;
            /**
             * Title
             * @description What it is for, in the asked language
             */
            title: string;
        };
        /** PeriodSummaryResp */
        PeriodSummaryResp: {
            /**
             * Cartconversion
             * @description convertedMemberCount / cartMemberCount (0 to 1), null when nobody added to a cart
             */
            cartConversion: number | null;
            /**
             * Cartmembercount
             * @description Distinct members who added to their cart in the period
             */
            cartMemberCount: number;
            /**
             * Convertedmembercount
             * @description Of cartMemberCount, those who paid an order in the period
             */
            convertedMemberCount: number;
            /**
             * Createdordercount
             * @description Orders created in the period, paid or not
             */
            createdOrderCount: number;
            /**
             * Failednotifycount
             * @description Payment notices in the period that paid no order
             */
            failedNotifyCount: number;
            /**
             * Netsalesprice
             * @description salesPrice minus refundPrice, in fen
             */
            netSalesPrice: number;
            /**
             * Paidordercount
             * @description Orders paid in the period
             */
            paidOrderCount: number;
            /**
             * Payingmembercount
             * @description Distinct members with an order paid in the period
             */
            payingMemberCount: number;
            /**
             * Refundprice
             * @description Refunded so far of those orders, in fen
             */
            refundPrice: number;
            /**
             * Salesprice
             * @description Pay price of the orders paid in the period, in fen
             */
            salesPrice: number;
            /**
             * Starttime
             * @description The period's start (epoch ms): today's or Monday's 00:00 shop time
             */
            startTime: number;
        };
        /**
         * Permission
         * @description What an operator may do: <area>.<resource>:<read|write>
         * @enum {string}
         */
        Permission: "catalogue.banner:read" | "catalogue.banner:write" | "catalogue.bundle:read" | "catalogue.bundle:write" | "catalogue.category:read" | "catalogue.category:write" | "catalogue.discount_activity:read" | "catalogue.discount_activity:write" | "catalogue.game:read" | "catalogue.game:write" | "catalogue.key:read" | "catalogue.key:write" | "catalogue.price:read" | "catalogue.price:write" | "catalogue.star_deal:read" | "catalogue.star_deal:write" | "catalogue.team:read" | "catalogue.team:write" | "catalogue.version:read" | "catalogue.version:write" | "content.activity:read" | "content.activity:write" | "content.article:read" | "content.article:write" | "content.check_in_reward:read" | "content.check_in_reward:write" | "content.collectible:read" | "content.collectible:write" | "content.help:read" | "content.help:write" | "content.item:read" | "content.item:write" | "content.level:read" | "content.level:write" | "content.recharge_package:read" | "content.recharge_package:write" | "content.task:read" | "content.task:write" | "member.member:read" | "member.member:write" | "member.point:write" | "system.audit:read" | "system.dashboard:read" | "system.operator:read" | "system.operator:write" | "system.outbox:read" | "system.outbox:write" | "system.picture:write" | "trade.feedback:read" | "trade.feedback:write" | "trade.order:read" | "trade.order:write" | "trade.refund:read" | "trade.refund:write";
        /** PermissionInfoResp */
        PermissionInfoResp: {
            /** Id */
            id: number;
            /**
             * Permissions
             * @description What this operator may do, e.g. catalogue.game:write
             */
            permissions: components["schemas"]["Permission"][];
            /**
             * Role
             * @enum {string}
             */
            role: "admin" | "catalogue" | "content" | "support";
            /** Username */
            username: string;
        };
        /** PointAdjustReq */
        PointAdjustReq: {
            /** Memberid */
            memberId: number;
            /**
             * Points
             * @description Points to add (negative: take), never 0
             */
            points: number;
            /**
             * Reason
             * @description Why (required, 140 characters; kept in the audit log)
             */
            reason: string;
            /**
             * Requestid
             * @description The client's id for this adjustment (8–60 of A–Z a–z 0–9 _ -): sending it again for the same member changes nothing
             */
            requestId: string;
        };
        /** PointAdjustResp */
        PointAdjustResp: {
            /**
             * Applied
             * @description False: this requestId was already applied, nothing changed
             */
            applied: boolean;
            /** Memberid */
            memberId: number;
            /**
             * Point
             * @description The member's balance after the adjustment
             */
            point: number;
        };
        /** PointRecordPageReq */
        PointRecordPageReq: {
            /**
             * Addstatus
             * @description true income only, false spending only
             */
            addStatus?: boolean | null;
            /**
             * Biztype
             * @description Only this member_point_biz_type dictionary value
             */
            bizType?: number | null;
            /**
             * Createtime
             * @description [from, to], both included
             */
            createTime?: (number | string)[] | null;
            /**
             * Pageno
             * @default 1
             */
            pageNo: number;
            /**
             * Pagesize
             * @default 20
             */
            pageSize: number;
        };
        /** PointRecordResp */
        PointRecordResp: {
            /**
             * Balance
             * @description The member's points after this change
             */
            balance: number;
            /**
             * Bizid
             * @description What it came from: the order's id, the task's id, the check-in's day
             */
            bizId: string | null;
            /**
             * Biztype
             * @description member_point_biz_type dictionary value
             */
            bizType: number;
            /**
             * Createtime
             * @description Epoch milliseconds
             */
            createTime: number;
            /** Id */
            id: number;
            /**
             * Point
             * @description Positive income, negative spending
             */
            point: number;
            /**
             * Title
             * @description What the change was for, in the asked language
             */
            title: string;
        };
        /** PreorderMessageReq */
        PreorderMessageReq: {
            /**
             * Id
             * @description The pre-order waiting for its keys
             */
            id: number;
        };
        /**
         * PreorderShortageResp
         * @description A released version whose pre-orders wait for keys: import keys before they are refunded.
         */
        PreorderShortageResp: {
            /**
             * Keycount
             * @description Keys they wait for
             */
            keyCount: number;
            /**
             * Ordercount
             * @description Its pre-orders waiting for keys
             */
            orderCount: number;
            /**
             * Refundtime
             * @description When that one is refunded without keys (epoch ms)
             */
            refundTime: number;
            /**
             * Shortsince
             * @description When the first of them ran short (epoch ms)
             */
            shortSince: number;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuname */
            spuName: string;
        };
        /**
         * PriceAlertKind
         * @description 1 any drop of the member's price, 2 a drop to the target price or below, 3 a drop to the
         *     game's historical low.
         * @enum {integer}
         */
        PriceAlertKind: 1 | 2 | 3;
        /** PriceAlertResp */
        PriceAlertResp: {
            /**
             * Createtime
             * @description Epoch milliseconds
             */
            createTime: number;
            kind: components["schemas"]["PriceAlertKind"];
            /**
             * Lastprice
             * @description Fen: the member's price the alert last saw
             */
            lastPrice: number;
            /**
             * Miniprogram
             * @description A subscribe message is accepted for the next drop
             */
            miniProgram: boolean;
            /** @description The game's card at the member's price now; null off the shelf */
            spu: components["schemas"]["SpuSummaryResp"] | null;
            /** Spuid */
            spuId: number;
            /** Targetprice */
            targetPrice: number | null;
            /**
             * Toldfrom
             * @description Fen: the price that drop fell from
             */
            toldFrom: number | null;
            /**
             * Toldprice
             * @description Fen: the price of the last drop told
             */
            toldPrice: number | null;
            /**
             * Toldtime
             * @description Epoch milliseconds
             */
            toldTime: number | null;
        };
        /** PriceAlertSaveReq */
        PriceAlertSaveReq: {
            kind: components["schemas"]["PriceAlertKind"];
            /**
             * Miniprogram
             * @description The member accepted the mini program's subscribe template: the next drop is also sent as a subscribe message (one message per acceptance)
             * @default false
             */
            miniProgram: boolean;
            /** Spuid */
            spuId: number;
            /**
             * Targetprice
             * @description Fen; required for kind 2 and below the member's price now, else ignored
             */
            targetPrice?: number | null;
        };
        /** PricePointResp */
        PricePointResp: {
            /** Displayprice */
            displayPrice: number;
            /**
             * Price
             * @description The public price from then (the list price, or an event's when lower), fen
             */
            price: number;
            /**
             * Time
             * @description From when, epoch ms
             */
            time: number;
        };
        /** PushKeys */
        PushKeys: {
            /** Auth */
            auth: string;
            /** P256Dh */
            p256dh: string;
        };
        /** PushSubscriptionDeleteReq */
        PushSubscriptionDeleteReq: {
            /** Endpoint */
            endpoint: string;
        };
        /**
         * PushSubscriptionSaveReq
         * @description The browser's ``PushSubscription.toJSON()`` (other fields, like expirationTime, ignored).
         */
        PushSubscriptionSaveReq: {
            /** Endpoint */
            endpoint: string;
            keys: components["schemas"]["PushKeys"];
        };
        /** RatingSummary */
        RatingSummary: {
            /**
             * Average
             * @description Mean rating 1–5, 0 without reviews
             */
            average: number;
            /**
             * Negative
             * @description Ratings 1 and 2
             */
            negative: number;
            /**
             * Neutral
             * @description Rating 3
             */
            neutral: number;
            /**
             * Positive
             * @description Ratings 4 and 5
             */
            positive: number;
            /** Total */
            total: number;
        };
        /** RechargeCreateReq */
        RechargeCreateReq: {
            /** Packageid */
            packageId: number;
            /**
             * Payprice
             * @description The package's price, fen (checked)
             */
            payPrice: number;
        };
        /** RechargeCreateResp */
        RechargeCreateResp: {
            /** Id */
            id: number;
            /** Payorderid */
            payOrderId: number;
        };
        /** RechargePackageResp */
        RechargePackageResp: {
            /**
             * Bonusprice
             * @description Added on top, fen
             */
            bonusPrice: number;
            /** Id */
            id: number;
            /** Name */
            name: string;
            /**
             * Payprice
             * @description What the member pays, fen
             */
            payPrice: number;
        };
        /** RechargeResp */
        RechargeResp: {
            /** Bonusprice */
            bonusPrice: number;
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /** Paychannelcode */
            payChannelCode: string | null;
            /** Payprice */
            payPrice: number;
            /** Paystatus */
            payStatus: boolean;
            /** Paytime */
            payTime: number | null;
            /** Totalprice */
            totalPrice: number;
        };
        /** ReferralFriendResp */
        ReferralFriendResp: {
            /** Avatar */
            avatar: string;
            /** Id */
            id: number;
            /**
             * Jointime
             * @description Epoch milliseconds: when the friend registered
             */
            joinTime: number;
            /** Nickname */
            nickname: string;
            /**
             * Pointtotal
             * @description Points the sharer earned from this friend's purchases
             */
            pointTotal: number;
            /** Purchasecount */
            purchaseCount: number;
        };
        /** ReferralSummaryResp */
        ReferralSummaryResp: {
            /**
             * Friendcount
             * @description Members who registered from this member's shares
             */
            friendCount: number;
            /**
             * Friendpoints
             * @description Points per purchase to the referred friend
             */
            friendPoints: number;
            /**
             * Pointtotal
             * @description Points this member earned from them
             */
            pointTotal: number;
            /**
             * Purchasecount
             * @description Paid purchases by those members
             */
            purchaseCount: number;
            /**
             * Sharerpoints
             * @description Points per purchase by a referred friend (to the sharer)
             */
            sharerPoints: number;
        };
        /**
         * RefundPreviewResp
         * @description What a support refund would give back now (nothing is done: see trade/refund_service.preview).
         */
        RefundPreviewResp: {
            /**
             * Keycount
             * @description Keys it would refund
             */
            keyCount: number;
            /**
             * Keyprice
             * @description Those keys' share of the money paid, in fen
             */
            keyPrice: number;
            /**
             * Refundpoint
             * @description Points the order used that it would give back
             */
            refundPoint: number;
            /**
             * Refundprice
             * @description Money it would give back: keyPrice less spentPrice, in fen
             */
            refundPrice: number;
            /**
             * Spentpoint
             * @description Points the keys earned that the member has spent already
             */
            spentPoint: number;
            /**
             * Spentprice
             * @description Their worth, kept from the money (100 points = the points deduction rate)
             */
            spentPrice: number;
        };
        /**
         * RegionsBody
         * @description Where keys activate, as files, forms and answers give it: only in (``allow``) or everywhere
         *     but (``deny``) the countries. Null or absent: everywhere.
         */
        RegionsBody: {
            /**
             * Countries
             * @description ISO 3166-1 alpha-2, upper case
             */
            countries: string[];
            /**
             * Mode
             * @enum {string}
             */
            mode: "allow" | "deny";
        };
        /**
         * ReminderChannel
         * @description How a reminder is delivered: always in the app, and by Web Push where the browser allows, or
         *     as a WeChat mini-program subscribe message where the member accepted the template.
         * @enum {integer}
         */
        ReminderChannel: 1 | 2 | 3;
        /** ResetPasswordReq */
        ResetPasswordReq: {
            /**
             * Code
             * @description Code sent to the mobile (scene 4)
             */
            code: string;
            /** Mobile */
            mobile: string;
            /** Password */
            password: string;
        };
        /** RevealAuditResp */
        RevealAuditResp: {
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /** Ip */
            ip: string;
            /**
             * Keyid
             * @description null: an older reveal of all the order's keys at once
             */
            keyId: number | null;
            /** Memberid */
            memberId: number;
            /** Membermobile */
            memberMobile: string | null;
            /** Orderid */
            orderId: number;
            /** Skuid */
            skuId: number | null;
            /** Skuname */
            skuName: string | null;
            /** Spuid */
            spuId: number | null;
            /** Spuname */
            spuName: string | null;
        };
        /** RewardItemReq */
        RewardItemReq: {
            /** Code */
            code: string;
            /**
             * Kind
             * @description item or collectible
             */
            kind: string;
            /**
             * Quantity
             * @description 1–100
             * @default 1
             */
            quantity: number;
        };
        /** SaleTypeResp */
        SaleTypeResp: {
            /** Saletype */
            saleType: number;
            /** Typelink */
            typeLink: string;
        };
        /** SendSmsCodeReq */
        SendSmsCodeReq: {
            /** Mobile */
            mobile: string;
            /** @description 1 login, 2 change mobile, 3 change password, 4 reset password */
            scene: components["schemas"]["SmsScene"];
        };
        /**
         * SentGiftResp
         * @description A gift the member gave, as their list of sent gifts shows it.
         */
        SentGiftResp: {
            /** Claimtime */
            claimTime: number | null;
            /** Code */
            code: string;
            /** Createtime */
            createTime: number;
            /** Expiretime */
            expireTime: number | null;
            /**
             * Friendmobile
             * @description Who claimed it, masked (135****8000)
             */
            friendMobile: string | null;
            /** Items */
            items: components["schemas"]["GiftItemResp"][];
            /** Message */
            message: string;
            /** Orderid */
            orderId: number;
            /** Orderno */
            orderNo: string;
            /** Payprice */
            payPrice: number;
            /**
             * Status
             * @description 10 waiting, 20 claimed, 30 taken back, 40 returned (trade_gift_status)
             */
            status: number;
        };
        /** SettlementItemResp */
        SettlementItemResp: {
            /**
             * Activityprice
             * @description Event price of one key while an activity runs
             */
            activityPrice: number | null;
            /**
             * Bundleid
             * @description The bundle the line is bought in (activityPrice is its share of it)
             */
            bundleId?: number | null;
            /** Cartid */
            cartId: number | null;
            /** Count */
            count: number;
            /**
             * Memberprice
             * @description What one key costs the member: the catalogue's memberPrice
             */
            memberPrice: number;
            /**
             * Payprice
             * @description This line's share of the actual payment
             */
            payPrice: number;
            /** Picurl */
            picUrl: string;
            /**
             * Price
             * @description List price of one key, fen
             */
            price: number;
            /**
             * Properties
             * @description The version's attributes: always empty (a version is its name)
             */
            properties?: components["schemas"]["SkuPropertyResp"][];
            /**
             * Referenceprice
             * @description Struck through beside memberPrice, as in the catalogue
             */
            referencePrice: number | null;
            /**
             * Releasetime
             * @description A pre-order: when its keys are delivered (epoch ms); null: keys at payment
             */
            releaseTime: number | null;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
            /** Stock */
            stock: number;
        };
        /** SettlementReq */
        SettlementReq: {
            /** @description A bundle bought instead of items */
            bundle?: components["schemas"]["BundleReq"] | null;
            /**
             * Cartbundleids
             * @description Bundles of the cart bought with the items (their picks as the cart holds them; removed from the cart)
             */
            cartBundleIds?: number[];
            /**
             * Itemid
             * @description A held voucher (My items) to take off the price
             */
            itemId?: number | null;
            /**
             * Items
             * @description The versions bought (empty when buying a bundle; may be empty with cartBundleIds)
             */
            items?: components["schemas"]["OrderItemReq"][];
            /**
             * Pointstatus
             * @description Deduct points from the price
             * @default false
             */
            pointStatus: boolean;
            /**
             * Remark
             * @description Contact information (optional)
             * @default
             */
            remark: string;
        };
        /** SettlementResp */
        SettlementResp: {
            /**
             * Bundleownedskuids
             * @description A fixed set: its versions the member owns, left out with their shares
             */
            bundleOwnedSkuIds?: number[];
            /**
             * Discountpercent
             * @description The member level's percent off
             */
            discountPercent: number;
            /**
             * Itemid
             * @description The voucher priced in, if any
             */
            itemId: number | null;
            /** Items */
            items: components["schemas"]["SettlementItemResp"][];
            /**
             * Levelname
             * @description The member's level, whose discount vipPrice is
             */
            levelName: string;
            price: components["schemas"]["OrderPriceResp"];
            /**
             * Totalpoint
             * @description Points the member has
             */
            totalPoint: number;
            /**
             * Usepoint
             * @description Points this order would use
             */
            usePoint: number;
            /**
             * Vouchers
             * @description The member's vouchers, usable ones first
             */
            vouchers: components["schemas"]["SettlementVoucherResp"][];
        };
        /** SettlementVoucherResp */
        SettlementVoucherResp: {
            /**
             * Couponprice
             * @description Fen it would take off this order (0 when not usable)
             */
            couponPrice: number;
            /**
             * Discounttype
             * @description 1 percent off, 2 an amount off
             */
            discountType: number;
            /**
             * Discountvalue
             * @description Percent, or fen
             */
            discountValue: number;
            /** Expiretime */
            expireTime: number | null;
            /**
             * Id
             * @description The held voucher's id (what itemId takes)
             */
            id: number;
            /**
             * Minamount
             * @description Fen the games it applies to must reach
             */
            minAmount: number;
            /** Name */
            name: string;
            /**
             * Reason
             * @description Why it does not apply, in the asked language
             */
            reason: string | null;
            /**
             * Usable
             * @description Whether it applies to this order
             */
            usable: boolean;
        };
        /** ShareInfoResp */
        ShareInfoResp: {
            /**
             * Code
             * @description The short share code behind the poster (a mini program's scene)
             */
            code: string;
            /** Desc */
            desc: string;
            /**
             * Image
             * @description The shared page's picture (the game's cover …); empty for home
             */
            image: string;
            /**
             * Link
             * @description The page's full address, as the link to copy or forward
             */
            link: string;
            /**
             * Path
             * @description The page's route with its query, the tracking string in `spm`
             */
            path: string;
            /**
             * Poster
             * @description The poster image's address (PNG rendered by the server)
             */
            poster: string;
            /**
             * Price
             * @description The price the poster prints (a game's: the shared version's, else the one its card shows, event and the sharer's level included); empty for other pages
             */
            price: string;
            /**
             * Query
             * @description The five-part tracking string (spec §2)
             */
            query: string;
            /** Title */
            title: string;
        };
        /** ShareLogReq */
        ShareLogReq: {
            /**
             * Id
             * @description The game, activity, article or gift's order; 0 for home
             * @default 0
             */
            id: number;
            /** @description 1 forward, 2 poster, 3 link */
            method: components["schemas"]["ShareMethod"];
            /** @description 1 home, 2 game detail, 3 activity, 4 news, 5 a gift (id: its order) */
            page: components["schemas"]["SharePage"];
            /** @description 1 H5, 2 WeChat official account, 3 mini program, 4 app */
            platform: components["schemas"]["SharePlatform"];
            /**
             * Skuid
             * @description A game's version shared (the link opens on it, the poster prints its price)
             */
            skuId?: number | null;
        };
        /**
         * ShareMethod
         * @enum {integer}
         */
        ShareMethod: 1 | 2 | 3;
        /**
         * SharePage
         * @enum {integer}
         */
        SharePage: 1 | 2 | 3 | 4 | 5;
        /**
         * SharePlatform
         * @enum {integer}
         */
        SharePlatform: 1 | 2 | 3 | 4;
        /** ShareResolveResp */
        ShareResolveResp: {
            /**
             * Path
             * @description The shared page's route with its query, the tracking string in `spm` (as share info's)
             */
            path: string;
            /**
             * Spm
             * @description The five-part tracking string (spec §2)
             */
            spm: string;
        };
        /** SignInConfigResp */
        SignInConfigResp: {
            /**
             * Day
             * @description Day of a streak, from 1; the last day's reward repeats after it
             */
            day: number;
            /** Experience */
            experience: number;
            /** Point */
            point: number;
        };
        /** SignInCreateResp */
        SignInCreateResp: {
            /**
             * Day
             * @description Day of the streak this check-in made
             */
            day: number;
            /** Experience */
            experience: number;
            /** Point */
            point: number;
        };
        /** SignInRecordResp */
        SignInRecordResp: {
            /**
             * Createtime
             * @description Epoch milliseconds
             */
            createTime: number;
            /** Day */
            day: number;
            /** Experience */
            experience: number;
            /** Id */
            id: number;
            /** Point */
            point: number;
            /**
             * Signdate
             * @description The day checked in, YYYY-MM-DD (Asia/Shanghai)
             */
            signDate: string;
        };
        /** SignInSummaryResp */
        SignInSummaryResp: {
            /**
             * Continuousday
             * @description Days of the running streak (0 once a day was missed)
             */
            continuousDay: number;
            /**
             * Todaysignin
             * @description Whether the member checked in today (Asia/Shanghai)
             */
            todaySignIn: boolean;
            /**
             * Totalday
             * @description Days checked in, ever
             */
            totalDay: number;
        };
        /** SkuBonusItemResp */
        SkuBonusItemResp: {
            /** Code */
            code: string;
            /** Name */
            name: string;
            /** Picurl */
            picUrl: string;
        };
        /**
         * SkuDetailResp
         * @description A version on its game's page.
         */
        SkuDetailResp: {
            /**
             * Activityendtime
             * @description When that activity ends, epoch ms; null when no activity runs
             */
            activityEndTime: number | null;
            /**
             * Activityprice
             * @description Price during the running discount activity (the lowest if several run); null when none runs
             */
            activityPrice: number | null;
            /**
             * Bonusitems
             * @description Items the version carries: one with each key bought
             */
            bonusItems: components["schemas"]["SkuBonusItemResp"][];
            /**
             * Displayactivityprice
             * @description activityPrice in the display currency; null when none
             */
            displayActivityPrice: number | null;
            /** Displaymarketprice */
            displayMarketPrice: number;
            /** Displaymemberprice */
            displayMemberPrice: number;
            /** Displayprice */
            displayPrice: number;
            /**
             * Displaypriorlowestprice
             * @description priorLowestPrice in the display currency
             */
            displayPriorLowestPrice?: number | null;
            /**
             * Displayreferenceprice
             * @description referencePrice in the display currency
             */
            displayReferencePrice: number | null;
            /** Id */
            id: number;
            /**
             * Lowestever
             * @description A discount activity runs and its price is the lowest the version has had here
             * @default false
             */
            lowestEver: boolean;
            /**
             * Marketprice
             * @description Market (original) price
             */
            marketPrice: number;
            /**
             * Memberprice
             * @description The price to pay: the member's level discount applied to activityPrice when there is one, else to price (no discount for visitors)
             */
            memberPrice: number;
            /** Name */
            name: string;
            /**
             * Price
             * @description List price
             */
            price: number;
            /**
             * Priceunit
             * @enum {string}
             */
            priceUnit: "CNY" | "USD" | "JPY";
            /**
             * Priorlowestprice
             * @description While a discount activity runs: the lowest price (list or event) of the 30 days before it began (the EU's Omnibus and China's reference-price rules; the list price when nothing is recorded for those days); null when none runs
             */
            priorLowestPrice?: number | null;
            /**
             * Properties
             * @description The version's attributes: always empty (a version is its name)
             */
            properties?: components["schemas"]["SkuPropertyResp"][];
            /**
             * Referenceprice
             * @description The price every screen strikes through beside memberPrice: price when an event or the member's level lowers it, else marketPrice when above memberPrice; null when none
             */
            referencePrice: number | null;
            /** @description Where its keys activate: only in (allow) or everywhere but (deny) the countries; null: everywhere. Checkout refuses it when it does not activate in the member's country */
            regions?: components["schemas"]["RegionsBody"] | null;
            /**
             * Releasetime
             * @description When it is released (epoch ms): until then it sells as a pre-order, paid now and its keys delivered then; null: released
             */
            releaseTime?: number | null;
            /** Stock */
            stock: number;
        };
        /** SkuPriceHistoryResp */
        SkuPriceHistoryResp: {
            /** Displaylowestprice */
            displayLowestPrice: number | null;
            /** Id */
            id: number;
            /**
             * Lowestprice
             * @description The lowest of the points; null when none is recorded
             */
            lowestPrice: number | null;
            /** Name */
            name: string;
            /**
             * Points
             * @description Each change of the public price, oldest first
             */
            points: components["schemas"]["PricePointResp"][];
        };
        /**
         * SkuPropertyResp
         * @description One attribute of a version, as yudao's clients read them (they map over ``properties``).
         */
        SkuPropertyResp: {
            /** Propertyid */
            propertyId: number;
            /** Propertyname */
            propertyName: string;
            /** Valueid */
            valueId: number;
            /** Valuename */
            valueName: string;
        };
        /** SkuResp */
        SkuResp: {
            /**
             * Activityendtime
             * @description When that activity ends, epoch ms; null when no activity runs
             */
            activityEndTime: number | null;
            /**
             * Activityprice
             * @description Price during the running discount activity (the lowest if several run); null when none runs
             */
            activityPrice: number | null;
            /**
             * Displayactivityprice
             * @description activityPrice in the display currency; null when none
             */
            displayActivityPrice: number | null;
            /** Displaymarketprice */
            displayMarketPrice: number;
            /** Displaymemberprice */
            displayMemberPrice: number;
            /** Displayprice */
            displayPrice: number;
            /**
             * Displaypriorlowestprice
             * @description priorLowestPrice in the display currency
             */
            displayPriorLowestPrice?: number | null;
            /**
             * Displayreferenceprice
             * @description referencePrice in the display currency
             */
            displayReferencePrice: number | null;
            /** Id */
            id: number;
            /**
             * Lowestever
             * @description A discount activity runs and its price is the lowest the version has had here
             * @default false
             */
            lowestEver: boolean;
            /**
             * Marketprice
             * @description Market (original) price
             */
            marketPrice: number;
            /**
             * Memberprice
             * @description The price to pay: the member's level discount applied to activityPrice when there is one, else to price (no discount for visitors)
             */
            memberPrice: number;
            /** Name */
            name: string;
            /**
             * Price
             * @description List price
             */
            price: number;
            /**
             * Priceunit
             * @enum {string}
             */
            priceUnit: "CNY" | "USD" | "JPY";
            /**
             * Priorlowestprice
             * @description While a discount activity runs: the lowest price (list or event) of the 30 days before it began (the EU's Omnibus and China's reference-price rules; the list price when nothing is recorded for those days); null when none runs
             */
            priorLowestPrice?: number | null;
            /**
             * Properties
             * @description The version's attributes: always empty (a version is its name)
             */
            properties?: components["schemas"]["SkuPropertyResp"][];
            /**
             * Referenceprice
             * @description The price every screen strikes through beside memberPrice: price when an event or the member's level lowers it, else marketPrice when above memberPrice; null when none
             */
            referencePrice: number | null;
            /** @description Where its keys activate: only in (allow) or everywhere but (deny) the countries; null: everywhere. Checkout refuses it when it does not activate in the member's country */
            regions?: components["schemas"]["RegionsBody"] | null;
            /** Stock */
            stock: number;
        };
        /** SmsLoginReq */
        SmsLoginReq: {
            /** Code */
            code: string;
            /** Mobile */
            mobile: string;
            /**
             * Spm
             * @description The tracking string of the shared link the visitor opened (spec §2): a member registering by this login becomes the sharer's referred friend
             */
            spm?: string | null;
        };
        /**
         * SmsScene
         * @enum {integer}
         */
        SmsScene: 1 | 2 | 3 | 4;
        /** SocialLoginReq */
        SocialLoginReq: {
            /**
             * Code
             * @description The login code WeChat gave (redirect ?code=, app SDK)
             */
            code: string;
            /**
             * Spm
             * @description The tracking string of the shared link the visitor opened (spec §2): a member registering by this login becomes the sharer's referred friend
             */
            spm?: string | null;
            /**
             * State
             * @description The state of social-auth-redirect (WeChat passes it back): required for 31; for 43 checked when given. Each state works once.
             */
            state?: string | null;
            /** @description Dictionary system_social_type: 31 WeChat Official Account, 34 WeChat Mini Program, 43 WeChat (app); 31 and 43 log in here, 34 through weixin-mini-app-login */
            type: components["schemas"]["SocialType"];
        };
        /**
         * SocialType
         * @description Dictionary system_social_type.
         * @enum {integer}
         */
        SocialType: 31 | 34 | 43;
        /** SocialUserBindReq */
        SocialUserBindReq: {
            /**
             * Code
             * @description The login code WeChat gave (redirect ?code=, wx.login, app SDK)
             */
            code: string;
            /**
             * State
             * @description The state of social-auth-redirect (WeChat passes it back); required for 31 and 43
             */
            state?: string | null;
            /** @description Dictionary system_social_type: 31 WeChat Official Account, 34 WeChat Mini Program, 43 WeChat (app) */
            type: components["schemas"]["SocialType"];
        };
        /** SocialUserResp */
        SocialUserResp: {
            /** Avatar */
            avatar: string | null;
            /** Nickname */
            nickname: string | null;
            /** Openid */
            openid: string;
            /**
             * Type
             * @description Dictionary system_social_type: 31 WeChat Official Account, 34 WeChat Mini Program, 43 WeChat (app)
             */
            type: number;
        };
        /** SocialUserUnbindReq */
        SocialUserUnbindReq: {
            /** Openid */
            openid: string;
            /** @description Dictionary system_social_type: 31 WeChat Official Account, 34 WeChat Mini Program, 43 WeChat (app) */
            type: components["schemas"]["SocialType"];
        };
        /** SpuDetailResp */
        SpuDetailResp: {
            /**
             * Activityendtime
             * @description When that activity ends, epoch ms; null when no activity runs
             */
            activityEndTime: number | null;
            /**
             * Activityprice
             * @description Price during the running discount activity (the lowest if several run); null when none runs
             */
            activityPrice: number | null;
            /** Brandid */
            brandId: number;
            /** Brandlogo */
            brandLogo: string;
            /** Brandname */
            brandName: string;
            /** Browsecount */
            browseCount: number;
            /** Categoryid */
            categoryId: number;
            /** Categoryname */
            categoryName: string;
            /** Description */
            description: string;
            /**
             * Discountendtime
             * @description Discount end date, epoch ms: the running activity's end when the game is shown at an event price, else the stored date (null when none)
             */
            discountEndTime: number | null;
            /**
             * Displayactivityprice
             * @description activityPrice in the display currency; null when none
             */
            displayActivityPrice: number | null;
            /** Displaymarketprice */
            displayMarketPrice: number;
            /** Displaymemberprice */
            displayMemberPrice: number;
            /** Displayprice */
            displayPrice: number;
            /**
             * Displaypriorlowestprice
             * @description priorLowestPrice in the display currency
             */
            displayPriorLowestPrice?: number | null;
            /**
             * Displayreferenceprice
             * @description referencePrice in the display currency
             */
            displayReferencePrice: number | null;
            /**
             * Favorite
             * @description Whether the logged-in member favorited it (false for visitors)
             */
            favorite: boolean;
            /** Favoritecount */
            favoriteCount: number;
            /**
             * Followercount
             * @description Members following the game's team
             */
            followerCount: number;
            /** Gametyperespvos */
            gameTypeRespVOS: components["schemas"]["GameTypeResp"][];
            /** Id */
            id: number;
            /** Introduction */
            introduction: string;
            /**
             * Lowestever
             * @description A discount activity runs and its price is the lowest the version has had here
             * @default false
             */
            lowestEver: boolean;
            /**
             * Marketprice
             * @description Market (original) price
             */
            marketPrice: number;
            /**
             * Memberprice
             * @description The price to pay: the member's level discount applied to activityPrice when there is one, else to price (no discount for visitors)
             */
            memberPrice: number;
            /** Name */
            name: string;
            /**
             * Participantcount
             * @description Players who own the game
             */
            participantCount: number;
            /** Picurl */
            picUrl: string;
            /**
             * Price
             * @description List price
             */
            price: number;
            /**
             * Pricefrom
             * @description The game's versions cost different prices: the card shows 'from'
             */
            priceFrom: boolean;
            /**
             * Priceunit
             * @enum {string}
             */
            priceUnit: "CNY" | "USD" | "JPY";
            /**
             * Priorlowestprice
             * @description While a discount activity runs: the lowest price (list or event) of the 30 days before it began (the EU's Omnibus and China's reference-price rules; the list price when nothing is recorded for those days); null when none runs
             */
            priorLowestPrice?: number | null;
            rating: components["schemas"]["RatingSummary"];
            /**
             * Referenceprice
             * @description The price every screen strikes through beside memberPrice: price when an event or the member's level lowers it, else marketPrice when above memberPrice; null when none
             */
            referencePrice: number | null;
            /** Releasetime */
            releaseTime: number;
            /** Saletyperespvos */
            saleTypeRespVOS: components["schemas"]["SaleTypeResp"][];
            /** Salescount */
            salesCount: number;
            /** Size */
            size: string;
            /**
             * Skuid
             * @description The version the prices are of; the game page opens on it
             */
            skuId: number | null;
            /** Skus */
            skus: components["schemas"]["SkuDetailResp"][];
            /** Sliderpicurls */
            sliderPicUrls: string[];
            /** Stock */
            stock: number;
            /** Tags */
            tags: string[];
            /** Version */
            version: string;
        };
        /**
         * SpuPriceHistoryResp
         * @description A game's versions' public prices over time (the same for everyone: no member-level discount).
         */
        SpuPriceHistoryResp: {
            /** Id */
            id: number;
            /**
             * Priceunit
             * @enum {string}
             */
            priceUnit: "CNY" | "USD" | "JPY";
            /** Skus */
            skus: components["schemas"]["SkuPriceHistoryResp"][];
            /**
             * Until
             * @description The history runs up to this moment (now), epoch ms
             */
            until: number;
        };
        /** SpuSimpleResp */
        SpuSimpleResp: {
            /** Id */
            id: number;
            /** Name */
            name: string;
        };
        /**
         * SpuStatus
         * @enum {integer}
         */
        SpuStatus: 0 | 1;
        /** SpuStatusReq */
        SpuStatusReq: {
            /** Id */
            id: number;
            /** @description 1 on sale, 0 off sale */
            status: components["schemas"]["SpuStatus"];
        };
        /**
         * SpuSummaryResp
         * @description A game's card: priced at the version ``skuId`` (its cheapest after events).
         */
        SpuSummaryResp: {
            /**
             * Activityendtime
             * @description When that activity ends, epoch ms; null when no activity runs
             */
            activityEndTime: number | null;
            /**
             * Activityprice
             * @description Price during the running discount activity (the lowest if several run); null when none runs
             */
            activityPrice: number | null;
            /** Brandid */
            brandId: number;
            /** Brandname */
            brandName: string;
            /** Categoryid */
            categoryId: number;
            /**
             * Discountendtime
             * @description Discount end date, epoch ms: the running activity's end when the game is shown at an event price, else the stored date (null when none)
             */
            discountEndTime: number | null;
            /**
             * Displayactivityprice
             * @description activityPrice in the display currency; null when none
             */
            displayActivityPrice: number | null;
            /** Displaymarketprice */
            displayMarketPrice: number;
            /** Displaymemberprice */
            displayMemberPrice: number;
            /** Displayprice */
            displayPrice: number;
            /**
             * Displaypriorlowestprice
             * @description priorLowestPrice in the display currency
             */
            displayPriorLowestPrice?: number | null;
            /**
             * Displayreferenceprice
             * @description referencePrice in the display currency
             */
            displayReferencePrice: number | null;
            /** Favoritecount */
            favoriteCount: number;
            /** Id */
            id: number;
            /** Introduction */
            introduction: string;
            /**
             * Lowestever
             * @description A discount activity runs and its price is the lowest the version has had here
             * @default false
             */
            lowestEver: boolean;
            /**
             * Marketprice
             * @description Market (original) price
             */
            marketPrice: number;
            /**
             * Memberprice
             * @description The price to pay: the member's level discount applied to activityPrice when there is one, else to price (no discount for visitors)
             */
            memberPrice: number;
            /** Name */
            name: string;
            /** Picurl */
            picUrl: string;
            /**
             * Price
             * @description List price
             */
            price: number;
            /**
             * Pricefrom
             * @description The game's versions cost different prices: the card shows 'from'
             */
            priceFrom: boolean;
            /**
             * Priceunit
             * @enum {string}
             */
            priceUnit: "CNY" | "USD" | "JPY";
            /**
             * Priorlowestprice
             * @description While a discount activity runs: the lowest price (list or event) of the 30 days before it began (the EU's Omnibus and China's reference-price rules; the list price when nothing is recorded for those days); null when none runs
             */
            priorLowestPrice?: number | null;
            /**
             * Referenceprice
             * @description The price every screen strikes through beside memberPrice: price when an event or the member's level lowers it, else marketPrice when above memberPrice; null when none
             */
            referencePrice: number | null;
            /** Releasetime */
            releaseTime: number;
            /** Salescount */
            salesCount: number;
            /**
             * Skuid
             * @description The version the prices are of; the game page opens on it
             */
            skuId: number | null;
            /** Stock */
            stock: number;
            /** Tags */
            tags: string[];
        };
        /** StarDealIdReq */
        StarDealIdReq: {
            /** Id */
            id: number;
        };
        /** StarDealOrderReq */
        StarDealOrderReq: {
            /**
             * Count
             * @description Keys wanted: at most the deal's limit a member
             * @default 1
             */
            count: number;
            /**
             * Dealid
             * @description The star deal (GET /promotion/star-deal/list)
             */
            dealId: number;
        };
        /** StarDealReminderCreateReq */
        StarDealReminderCreateReq: {
            /**
             * Channels
             * @description 1 in the app (always added), 2 Web Push (the member saved a push subscription), 3 WeChat mini-program subscribe message (the member accepted the reminder template)
             */
            channels?: components["schemas"]["ReminderChannel"][];
            /** Dealid */
            dealId: number;
        };
        /** StarDealReminderResp */
        StarDealReminderResp: {
            /** Channels */
            channels: number[];
            /** Dealid */
            dealId: number;
            /** Picurl */
            picUrl: string;
            /**
             * Price
             * @description The deal price, fen
             */
            price: number;
            /**
             * Remindtime
             * @description Epoch milliseconds: when it is delivered
             */
            remindTime: number;
            /**
             * Spuid
             * @description The deal's game (its page is where the deal is bought)
             */
            spuId: number;
            /**
             * Starttime
             * @description Epoch milliseconds
             */
            startTime: number;
            /**
             * Title
             * @description The game's name
             */
            title: string;
        };
        /**
         * StarDealResp
         * @description A star deal as the shop shows it: the game, the deal and list prices, how many keys are left.
         */
        StarDealResp: {
            /** Endtime */
            endTime: number;
            /** Id */
            id: number;
            /**
             * Left
             * @description Keys still to sell (as this server saw them within the last second)
             */
            left: number;
            /**
             * Listprice
             * @description The version's list price, in fen
             */
            listPrice: number;
            /** Memberlimit */
            memberLimit: number;
            /** Picurl */
            picUrl: string;
            /**
             * Price
             * @description The deal price of a key, in fen (no member discount on it)
             */
            price: number;
            /** Quantity */
            quantity: number;
            /** Skuid */
            skuId: number;
            /** Skuname */
            skuName: string;
            /** Spuid */
            spuId: number;
            /** Spuname */
            spuName: string;
            /** Starttime */
            startTime: number;
            /**
             * Status
             * @description coming, running or ended
             */
            status: string;
        };
        /** StarDealSaveReq */
        StarDealSaveReq: {
            /** Endtime */
            endTime: number;
            /**
             * Memberlimit
             * @description At most this many a member
             * @default 1
             */
            memberLimit: number;
            /**
             * Price
             * @description The deal price of a key, in fen (below the list price)
             */
            price: number;
            /**
             * Quantity
             * @description How many keys it sells (held for it from now)
             */
            quantity: number;
            /**
             * Skuid
             * @description The version on sale at the deal
             */
            skuId: number;
            /** Starttime */
            startTime: number;
        };
        /** SteamAccountResp */
        SteamAccountResp: {
            /**
             * Avatar
             * @description The Steam profile's avatar URL (full size)
             */
            avatar: string | null;
            /**
             * Country
             * @description The Steam profile's country (ISO 3166-1 alpha-2; null when it shows none)
             */
            country?: string | null;
            /**
             * Personaname
             * @description The Steam profile's name (null when Steam did not say)
             */
            personaName: string | null;
            /** Steamid */
            steamId: string;
        };
        /** SteamBindReq */
        SteamBindReq: {
            /**
             * Steamid
             * @description The Steam id index/steam received (verified by the server first)
             */
            steamId: string;
            /**
             * Userid
             * @description The logged-in member's id, as index/steam received it
             */
            userId: number;
        };
        /** SteamLibraryResp */
        SteamLibraryResp: {
            /**
             * Bound
             * @description Whether the member has a bound Steam account
             */
            bound: boolean;
            /**
             * Enabled
             * @description Whether the store reads Steam libraries (STEAM_WEB_API_KEY set)
             */
            enabled: boolean;
            /**
             * Skuids
             * @description Versions whose Steam app id the account owns
             */
            skuIds?: number[];
            /**
             * Spuids
             * @description Games with a version whose Steam app id the account owns
             */
            spuIds?: number[];
            /**
             * Status
             * @description How Steam last answered for the owned games: 0 read, 1 private profile, 2 failed (the games read before stay); null when nothing was read
             */
            status?: number | null;
            /**
             * Syncedat
             * @description When Steam was last asked, epoch milliseconds
             */
            syncedAt?: number | null;
            /**
             * Wishlistcount
             * @description App ids on the Steam wishlist
             * @default 0
             */
            wishlistCount: number;
            /**
             * Wishliststatus
             * @description The same for the wishlist
             */
            wishlistStatus?: number | null;
        };
        /** SteamLoginReq */
        SteamLoginReq: {
            /**
             * Baseurl
             * @description The API base the app calls (…/app-api), on the store's own origin: Steam returns there
             */
            baseUrl: string;
            /**
             * Callbackurl
             * @description The app's page Steam's answer ends on (index/steam), on the store's own origin
             */
            callbackUrl: string;
        };
        /** SteamWishlistImportResp */
        SteamWishlistImportResp: {
            /**
             * Added
             * @description Games newly added to favorites
             */
            added: number;
            /**
             * Notsold
             * @description Wishlisted app ids no game on sale here carries
             */
            notSold: number;
            /**
             * Wished
             * @description App ids on the Steam wishlist
             */
            wished: number;
        };
        /** SubscribeTemplateResp */
        SubscribeTemplateResp: {
            /**
             * Content
             * @description Its fields, e.g. 活动名称:{{thing1.DATA}}
             */
            content: string;
            /** Example */
            example: string;
            /**
             * Id
             * @description The template's priTmplId (for wx.requestSubscribeMessage)
             */
            id: string;
            /**
             * Reminder
             * @description The template activity reminders are sent with: the one to ask the member to accept
             */
            reminder: boolean;
            /** Title */
            title: string;
            /**
             * Type
             * @description 2 one-time, 3 long-term
             */
            type: number;
        };
        /** TaskClaimReq */
        TaskClaimReq: {
            /**
             * Id
             * @description The task's id
             */
            id: number;
        };
        /** TaskClaimResp */
        TaskClaimResp: {
            /** Experience */
            experience: number;
            /**
             * Items
             * @description What was given besides points (a reward withdrawn or run out is left out)
             */
            items: components["schemas"]["TaskRewardItemResp"][];
            /** Point */
            point: number;
        };
        /**
         * TaskImportResp
         * @description The report `gamestore import-tasks` prints, as data.
         */
        TaskImportResp: {
            /** Created */
            created: number;
            /**
             * Ok
             * @description Every row imported
             */
            ok: boolean;
            /**
             * Problems
             * @description Each left-out row and why
             */
            problems: string[];
            /** Rejected */
            rejected: number;
            /**
             * Report
             * @description The report as the command line prints it
             */
            report: string;
            /** Updated */
            updated: number;
        };
        /** TaskResp */
        TaskResp: {
            /**
             * Category
             * @description task_type dictionary value: 1 daily, 2 weekly, 3 one-time
             */
            category: number;
            /** Code */
            code: string;
            /** Description */
            description: string;
            /**
             * Endtime
             * @description When the period ends, epoch ms (null for one-time tasks)
             */
            endTime: number | null;
            /**
             * Id
             * @description The task's id (what claim takes)
             */
            id: number;
            /**
             * Link
             * @description Where the task is done: a route name of the web app
             */
            link: string;
            /**
             * Pending
             * @description Paid orders not counted yet: a task counting orders counts each once it is final (every key revealed, or its refund window closed)
             * @default 0
             */
            pending: number;
            /**
             * Period
             * @description The period this row is about (a day, W + its Monday, or once)
             */
            period: string;
            /**
             * Progress
             * @description Events counted this period, at most the target
             */
            progress: number;
            /** Rewardexperience */
            rewardExperience: number;
            /**
             * Rewarditems
             * @description Items and collectibles the reward gives
             */
            rewardItems: components["schemas"]["TaskRewardItemResp"][];
            /** Rewardpoint */
            rewardPoint: number;
            /**
             * Status
             * @description task_status dictionary value
             */
            status: number;
            /** Target */
            target: number;
            /**
             * Title
             * @description In the asked language
             */
            title: string;
        };
        /** TaskRewardItemResp */
        TaskRewardItemResp: {
            /** Code */
            code: string;
            /**
             * Kind
             * @description item or collectible
             */
            kind: string;
            /**
             * Name
             * @description In the asked language
             */
            name: string;
            /** Picurl */
            picUrl: string;
            /** Quantity */
            quantity: number;
        };
        /**
         * TaskStatus
         * @description Values of the dictionary type task_status.
         * @enum {integer}
         */
        TaskStatus: 0 | 10 | 20 | 30;
        /**
         * TaskType
         * @description Values of the dictionary type task_type that this store's tasks use.
         * @enum {integer}
         */
        TaskType: 1 | 2 | 3;
        /** TempUrlListReq */
        TempUrlListReq: {
            /**
             * Filelist
             * @description Paths of the member's private uploads
             */
            fileList: string[];
        };
        /** TempUrlResp */
        TempUrlResp: {
            /**
             * Fileid
             * @description The path asked for
             */
            fileID: string;
            /**
             * Maxage
             * @description Seconds the link works (600)
             */
            maxAge: number;
            /**
             * Tempfileurl
             * @description A link to the file that works for maxAge seconds
             */
            tempFileURL: string;
        };
        /** TenantResp */
        TenantResp: {
            /**
             * Id
             * @description What the client sends as tenant-id from then on
             */
            id: number;
            /** Name */
            name: string;
        };
        /** UniverifyLoginReq */
        UniverifyLoginReq: {
            /**
             * Access Token
             * @description authResult.access_token of uni.login({provider: 'univerify'})
             */
            access_token: string;
            /**
             * Mobile
             * @description Optional: the number the app believes it is; refused unless it is the provider's
             */
            mobile?: string | null;
            /**
             * Openid
             * @description authResult.openid of the same login
             */
            openid: string;
            /**
             * Spm
             * @description The tracking string of the shared link the visitor opened (spec §2): a member registering by this login becomes the sharer's referred friend
             */
            spm?: string | null;
        };
        /** UpdateLanguageReq */
        UpdateLanguageReq: {
            /**
             * Language
             * @description The language the member now uses the app in
             * @enum {string}
             */
            language: "en" | "zh-Hans" | "zh-Hant" | "ja";
        };
        /** UpdateMobileByWeixinReq */
        UpdateMobileByWeixinReq: {
            /**
             * Code
             * @description The code of the getPhoneNumber button (the query's when absent)
             */
            code?: string | null;
        };
        /** UpdateMobileReq */
        UpdateMobileReq: {
            /**
             * Code
             * @description Code sent to the new number (scene 2)
             */
            code: string;
            /**
             * Mobile
             * @description The new mobile number
             */
            mobile: string;
            /**
             * Oldcode
             * @description Code sent to the current number (scene 2); leave out when the member has no mobile yet (adding one needs only the new number's code)
             */
            oldCode?: string | null;
        };
        /** UpdatePasswordReq */
        UpdatePasswordReq: {
            /**
             * Code
             * @description Code sent to the account's mobile (scene 3)
             */
            code: string;
            /** Password */
            password: string;
        };
        /** UserInfoResp */
        UserInfoResp: {
            /**
             * Activationcountry
             * @description Where the member's keys must activate: the bound Steam account's country, else the member's setting, else the request's (GeoIP); null: unknown (no region is checked)
             */
            activationCountry?: string | null;
            /**
             * Activationcountrysource
             * @description Where activationCountry came from
             */
            activationCountrySource?: ("steam" | "setting" | "ip") | null;
            /** Avatar */
            avatar: string | null;
            /**
             * Country
             * @description The country the member set (ISO 3166-1 alpha-2; null: not set)
             */
            country?: string | null;
            /** Experience */
            experience: number;
            /**
             * Gender
             * @description 0 unknown, 1 male, 2 female
             */
            gender: number;
            /** Id */
            id: number;
            level: components["schemas"]["LevelResp"];
            /**
             * Mobile
             * @description null for a member registered by WeChat who has not added a number yet (needed before creating an order)
             */
            mobile: string | null;
            /** Nickname */
            nickname: string;
            /**
             * Pendingexperience
             * @description Experience paid orders will earn once final (levels count only given experience)
             * @default 0
             */
            pendingExperience: number;
            /**
             * Pendingpoint
             * @description Points paid orders will earn once final (every key revealed, or the refund window closed): not spendable yet, cancelled by a refund
             * @default 0
             */
            pendingPoint: number;
            /** Point */
            point: number;
            /** @description The bound Steam account (null: none) */
            steam?: components["schemas"]["SteamAccountResp"] | null;
        };
        /** UserUpdateReq */
        UserUpdateReq: {
            /** Avatar */
            avatar?: string | null;
            /**
             * Country
             * @description ISO 3166-1 alpha-2 (upper case) where the member is; "" clears it
             */
            country?: string | null;
            /** Gender */
            gender?: (0 | 1 | 2) | null;
            /** Nickname */
            nickname?: string | null;
        };
        /** VoucherResp */
        VoucherResp: {
            /**
             * Discounttype
             * @description 1 percent off, 2 an amount off
             */
            discountType: number;
            /**
             * Discountvalue
             * @description Percent, or fen
             */
            discountValue: number;
            /**
             * Minamount
             * @description Fen the order must reach (after event and member discounts)
             */
            minAmount: number;
        };
        /** WalletResp */
        WalletResp: {
            /**
             * Balance
             * @description fen
             */
            balance: number;
            /**
             * Totalexpense
             * @description All payments from the wallet less their refunds, fen
             */
            totalExpense: number;
            /**
             * Totalrecharge
             * @description All recharges (with bonuses), fen
             */
            totalRecharge: number;
        };
        /** WalletSummaryResp */
        WalletSummaryResp: {
            /**
             * Totalexpense
             * @description Payments made in the period less their refunds (whenever made), and other debits: a positive amount, counted as the wallet's totalExpense counts
             */
            totalExpense: number;
            /**
             * Totalincome
             * @description Credits but refunds of wallet payments (recharges, adjustments), fen
             */
            totalIncome: number;
        };
        /** WalletTransactionPageReq */
        WalletTransactionPageReq: {
            /**
             * Pageno
             * @default 1
             */
            pageNo: number;
            /**
             * Pagesize
             * @default 20
             */
            pageSize: number;
            /**
             * Type
             * @description 1 income, 2 expense; none: both
             */
            type?: (1 | 2) | null;
        };
        /** WalletTransactionResp */
        WalletTransactionResp: {
            /**
             * Balance
             * @description The balance after this transaction
             */
            balance: number;
            /**
             * Biztype
             * @description 1 recharge, 2 recharge refund, 3 payment, 4 payment refund, 5 adjustment
             */
            bizType: number;
            /** Createtime */
            createTime: number;
            /** Id */
            id: number;
            /**
             * Price
             * @description Positive income, negative expense, fen
             */
            price: number;
            /** Title */
            title: string;
        };
        /** WeixinMiniAppLoginReq */
        WeixinMiniAppLoginReq: {
            /**
             * Logincode
             * @description A wx.login code (the member's mini-program openid)
             */
            loginCode: string;
            /**
             * Phonecode
             * @description The code of the getPhoneNumber button (the number WeChat has)
             */
            phoneCode: string;
            /**
             * Spm
             * @description The tracking string of the shared link the visitor opened (spec §2): a member registering by this login becomes the sharer's referred friend
             */
            spm?: string | null;
            /**
             * State
             * @description Optional: when given, a state of this store for type 34
             */
            state?: string | null;
        };
        /** WxaQrcodeReq */
        WxaQrcodeReq: {
            /**
             * Checkpath
             * @description Refuse a page the released mini program does not have
             * @default true
             */
            checkPath: boolean;
            /**
             * Path
             * @description The mini-program page the code opens, e.g. pages/index/index
             */
            path: string;
            /**
             * Scene
             * @description Up to 32 of A-Z a-z 0-9 !#$&'()*+,/:;=?@-._~ (the page's parameters)
             */
            scene: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    collectible_create_admin_api_member_collectible_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCollectibleCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminCollectibleResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    collectible_get_admin_api_member_collectible_get_get: {
        parameters: {
            query: {
                /** @description The collectible's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminCollectibleResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    collectible_page_admin_api_member_collectible_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                enabled?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminCollectibleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    collectible_update_admin_api_member_collectible_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCollectibleUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminCollectibleResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    item_create_admin_api_member_item_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminItemCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminItemResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    item_get_admin_api_member_item_get_get: {
        parameters: {
            query: {
                /** @description The item's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminItemResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    item_import_admin_api_member_item_import_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_item_import_admin_api_member_item_import_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_ItemImportResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    item_page_admin_api_member_item_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                enabled?: boolean | null;
                /** @description 1 bonus code, 2 voucher */
                type?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminItemResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    item_update_admin_api_member_item_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminItemUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminItemResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    level_list_admin_api_member_level_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_AdminLevelResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    level_update_admin_api_member_level_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLevelUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_AdminLevelResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    adjust_points_admin_api_member_point_adjust_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PointAdjustReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PointAdjustResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    sign_in_config_list_admin_api_member_sign_in_config_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_AdminSignInConfigResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    sign_in_config_update_admin_api_member_sign_in_config_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSignInConfigUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_AdminSignInConfigResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    task_create_admin_api_member_task_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTaskCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminTaskResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    task_get_admin_api_member_task_get_get: {
        parameters: {
            query: {
                /** @description The task's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminTaskResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    task_import_admin_api_member_task_import_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_task_import_admin_api_member_task_import_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_TaskImportResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    task_page_admin_api_member_task_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description 1 daily, 2 weekly, 3 one-time */
                type?: number | null;
                enabled?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminTaskResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    task_update_admin_api_member_task_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminTaskUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminTaskResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    member_page_admin_api_member_user_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description The member's id */
                id?: number | null;
                /** @description The member's mobile, exactly */
                mobile?: string | null;
                /** @description Nicknames containing this */
                nickname?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminMemberResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    package_create_admin_api_pay_wallet_recharge_package_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRechargePackageSaveReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminRechargePackageResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    package_get_admin_api_pay_wallet_recharge_package_get_get: {
        parameters: {
            query: {
                /** @description The package's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminRechargePackageResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    package_page_admin_api_pay_wallet_recharge_package_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Only offered (true) or withdrawn (false) ones */
                enabled?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminRechargePackageResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    package_update_admin_api_pay_wallet_recharge_package_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRechargePackageUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminRechargePackageResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    brand_create_admin_api_product_brand_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBrandCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminBrandResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    brand_get_admin_api_product_brand_get_get: {
        parameters: {
            query: {
                /** @description The team's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminBrandResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    brand_page_admin_api_product_brand_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Part of a name in any language or the code */
                keyword?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminBrandResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    brand_update_admin_api_product_brand_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBrandUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminBrandResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    category_create_admin_api_product_category_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCategoryCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminCategoryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    category_list_admin_api_product_category_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_AdminCategoryResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    category_update_admin_api_product_category_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCategoryUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminCategoryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_import_admin_api_product_key_import_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_key_import_admin_api_product_key_import_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_KeyImportResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_page_admin_api_product_key_page_get: {
        parameters: {
            query: {
                pageNo?: number;
                pageSize?: number;
                skuId: number;
                /** @description 0 available, 10 reserved, 20 sold, 30 revoked, 40 set aside */
                status?: components["schemas"]["KeyStatus"] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminKeyResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_reveal_audit_admin_api_product_key_reveal_audit_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                skuId?: number | null;
                memberId?: number | null;
                /** @description [from, to], both included */
                createTime?: (number | string)[] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_RevealAuditResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_revoke_admin_api_product_key_revoke_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyReasonReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminKeyResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_stock_admin_api_product_key_stock_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Only the versions with fewer keys than their threshold, or none */
                lowOnly?: boolean;
                spuId?: number | null;
                /** @description true: only versions of games on sale; false: only of games off sale */
                onSale?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_KeyStockResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_update_threshold_admin_api_product_key_update_threshold_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyThresholdReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_view_admin_api_product_key_view_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyReasonReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_KeyCodeResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_create_admin_api_product_spu_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSpuCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_int_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_get_admin_api_product_spu_get_get: {
        parameters: {
            query: {
                /** @description The game's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminSpuDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_import_admin_api_product_spu_import_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_spu_import_admin_api_product_spu_import_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_CatalogueImportResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_page_admin_api_product_spu_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Part of a name in any language, a tag, the code, or the game's id */
                keyword?: string | null;
                /** @description 1 on sale, 0 off sale */
                status?: components["schemas"]["SpuStatus"] | null;
                /** @description The category or any of its descendants */
                categoryId?: number | null;
                sortField?: "id" | "createTime" | "salesCount";
                sortAsc?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminSpuResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_update_admin_api_product_spu_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSpuUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_update_status_admin_api_product_spu_update_status_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpuStatusReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    reminder_page_admin_api_promotion_activity_reminder_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Reminders of this activity */
                activityId?: number | null;
                /** @description Reminders of this member */
                memberId?: number | null;
                /** @description Reminders of the member with this mobile */
                mobile?: string | null;
                /** @description 1 in the app, 2 Web Push */
                channel?: number | null;
                /** @description true: sent; false: still waiting */
                delivered?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminActivityReminderPageResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_create_admin_api_promotion_article_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminArticleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_get_admin_api_promotion_article_get_get: {
        parameters: {
            query: {
                /** @description The article's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminArticleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_import_admin_api_promotion_article_import_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_article_import_admin_api_promotion_article_import_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_ArticleImportResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_page_admin_api_promotion_article_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Part of the title, in any language */
                title?: string | null;
                /** @description 1 activity, 2 news */
                type?: components["schemas"]["ArticleType"] | null;
                categoryId?: number | null;
                /** @description true: published only; false: drafts and offline */
                published?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminArticleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_publish_admin_api_promotion_article_publish_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticlePublishReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminArticleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_update_admin_api_promotion_article_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArticleUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminArticleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    banner_create_admin_api_promotion_banner_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerSaveReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminBannerResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    banner_enable_admin_api_promotion_banner_enable_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerEnableReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminBannerResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    banner_get_admin_api_promotion_banner_get_get: {
        parameters: {
            query: {
                /** @description The banner's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminBannerResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    banner_page_admin_api_promotion_banner_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description 1 the home screen */
                position?: number | null;
                enabled?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminBannerResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    banner_update_admin_api_promotion_banner_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminBannerResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    bundle_create_admin_api_promotion_bundle_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BundleSaveReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_BundleAdminResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    bundle_delete_admin_api_promotion_bundle_delete_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BundleIdReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    bundle_get_admin_api_promotion_bundle_get_get: {
        parameters: {
            query: {
                /** @description The bundle's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_BundleAdminResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    bundle_page_admin_api_promotion_bundle_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Part of the name, in any language */
                name?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_BundleAdminResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    bundle_update_admin_api_promotion_bundle_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BundleUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_BundleAdminResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    bundle_update_enabled_admin_api_promotion_bundle_update_enabled_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BundleEnableReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_BundleAdminResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    discount_activity_close_admin_api_promotion_discount_activity_close_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_DiscountActivityDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    discount_activity_create_admin_api_promotion_discount_activity_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountActivitySaveReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_DiscountActivityDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    discount_activity_get_admin_api_promotion_discount_activity_get_get: {
        parameters: {
            query: {
                /** @description The activity's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_DiscountActivityDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    discount_activity_page_admin_api_promotion_discount_activity_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Part of the name, in any language */
                name?: string | null;
                /** @description 10 upcoming, 20 ongoing, 30 ended (closed ones included) */
                status?: components["schemas"]["ActivityStatus"] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_DiscountActivityResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    discount_activity_update_admin_api_promotion_discount_activity_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountActivityUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_DiscountActivityDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    admin_star_deal_create_admin_api_promotion_star_deal_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StarDealSaveReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_StarDealResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    admin_star_deal_end_admin_api_promotion_star_deal_end_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StarDealIdReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_StarDealResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    admin_star_deal_list_admin_api_promotion_star_deal_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_StarDealResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    audit_log_page_admin_api_system_audit_log_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                operatorId?: number | null;
                entityType?: string | null;
                entityId?: string | null;
                /** @description [from, to], both included */
                createTime?: (number | string)[] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AuditLogResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_permission_info_admin_api_system_auth_get_permission_info_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PermissionInfoResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    login_admin_api_system_auth_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorLoginReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OperatorLoginResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    logout_admin_api_system_auth_logout_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    refresh_token_admin_api_system_auth_refresh_token_post: {
        parameters: {
            query: {
                refreshToken: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OperatorLoginResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    upload_picture_admin_api_system_file_upload_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_upload_picture_admin_api_system_file_upload_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_str_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_article_create_admin_api_system_help_article_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminHelpArticleCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminHelpArticleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_article_get_admin_api_system_help_article_get_get: {
        parameters: {
            query: {
                /** @description The question's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminHelpArticleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_article_page_admin_api_system_help_article_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Words of the question or its answer */
                keyword?: string | null;
                categoryId?: number | null;
                published?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminHelpArticleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_article_update_admin_api_system_help_article_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminHelpArticleUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminHelpArticleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_category_create_admin_api_system_help_category_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminHelpCategoryCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminHelpCategoryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_category_list_admin_api_system_help_category_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_AdminHelpCategoryResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_category_update_admin_api_system_help_category_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminHelpCategoryUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminHelpCategoryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    create_operator_admin_api_system_operator_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OperatorResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    operator_page_admin_api_system_operator_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Usernames containing this */
                username?: string | null;
                role?: ("admin" | "catalogue" | "content" | "support") | null;
                enabled?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_OperatorResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    totp_begin_admin_api_system_operator_totp_begin_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OperatorTotpBeginResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    totp_confirm_admin_api_system_operator_totp_confirm_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorTotpConfirmReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OperatorResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    totp_reset_admin_api_system_operator_totp_reset_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorTotpResetReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OperatorResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    update_operator_admin_api_system_operator_update_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OperatorResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    outbox_page_admin_api_system_outbox_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Only messages in this state (pending includes those waiting to be retried) */
                status?: ("pending" | "delivering" | "delivered" | "failed" | "cancelled") | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_OutboxMessageResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    outbox_replay_admin_api_system_outbox_replay_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OutboxReplayReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OutboxMessageResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    after_sale_create_admin_api_trade_after_sale_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRefundReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AfterSaleResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    after_sale_preview_admin_api_trade_after_sale_preview_get: {
        parameters: {
            query: {
                /** @description The order's id */
                orderId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_RefundPreviewResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    after_sale_retry_admin_api_trade_after_sale_retry_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRefundRetryReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AfterSaleResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    feedback_page_admin_api_trade_feedback_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description true: answered by the store; false: waiting for an answer */
                replied?: boolean | null;
                /** @description The member's mobile, exactly */
                mobile?: string | null;
                /** @description Words in the message (any case) */
                content?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminFeedbackResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    feedback_reply_admin_api_trade_feedback_reply_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackReplyReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_report_page_admin_api_trade_key_report_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description pending: with support (status 10); resolved: every other; none: all */
                state?: ("pending" | "resolved") | null;
                orderId?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminKeyReportResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_report_refund_preview_admin_api_trade_key_report_refund_preview_get: {
        parameters: {
            query: {
                /** @description The report's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_RefundPreviewResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_report_resolve_admin_api_trade_key_report_resolve_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminKeyReportResolveReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_KeyReportResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    order_get_admin_api_trade_order_get_get: {
        parameters: {
            query: {
                /** @description The order's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AdminOrderDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    order_page_admin_api_trade_order_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description The order number, exactly */
                no?: string | null;
                /** @description The member's mobile, exactly */
                mobile?: string | null;
                /** @description An activation key the order holds, exactly */
                key?: string | null;
                /** @description 0 unpaid, 10 undelivered, 20 delivered, 30 completed, 40 closed */
                status?: components["schemas"]["OrderStatus"] | null;
                /** @description [from, to], both included */
                createTime?: (number | string)[] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AdminOrderResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    summary_admin_api_trade_statistics_summary_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_DashboardSummaryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    game_code_app_api_game_data_code_get: {
        parameters: {
            query: {
                /** @description The game's id */
                spuId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_GameCodeResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    verify_game_code_app_api_game_data_verify_code_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameCodeVerifyReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_GameCodeVerifyResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    is_game_owned_by_user_app_api_game_user_isGameOwnedByUser_get: {
        parameters: {
            query: {
                /** @description The game's id */
                spuId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    owned_game_page_app_api_game_user_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_OwnedGameResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    steam_library_read_app_api_game_user_steam_library_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_SteamLibraryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    steam_library_refresh_app_api_game_user_steam_library_refresh_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_SteamLibraryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    steam_wishlist_import_app_api_game_user_steam_wishlist_import_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_SteamWishlistImportResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    temp_url_list_app_api_infra_file_temp_url_list_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TempUrlListReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_TempUrlResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    upload_file_app_api_infra_file_upload_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["Body_upload_file_app_api_infra_file_upload_post"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_str_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    create_weixin_jsapi_signature_app_api_member_auth_create_weixin_jsapi_signature_post: {
        parameters: {
            query: {
                /** @description The page's URL; a #fragment is left out of the signature */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_JsapiSignatureResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    password_login_app_api_member_auth_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordLoginReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AuthLoginResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    logout_app_api_member_auth_logout_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    refresh_token_app_api_member_auth_refresh_token_post: {
        parameters: {
            query: {
                refreshToken: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AuthLoginResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    send_sms_code_app_api_member_auth_send_sms_code_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendSmsCodeReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    sms_login_app_api_member_auth_sms_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SmsLoginReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AuthLoginResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    social_auth_redirect_app_api_member_auth_social_auth_redirect_get: {
        parameters: {
            query: {
                /** @description Dictionary system_social_type: 31 WeChat Official Account, 34 WeChat Mini Program, 43 WeChat (app) */
                type: components["schemas"]["SocialType"];
                /** @description Where WeChat sends the member back with ?code=&state= (absolute http(s)) */
                redirectUri: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_str_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    social_login_app_api_member_auth_social_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialLoginReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AuthLoginResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    univerify_app_login_app_api_member_auth_univerify_app_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UniverifyLoginReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AuthLoginResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    weixin_mini_app_login_app_api_member_auth_weixin_mini_app_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeixinMiniAppLoginReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AuthLoginResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    collectible_get_app_api_member_collectible_get_get: {
        parameters: {
            query: {
                /** @description The collectible's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_CollectibleResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    collectible_page_app_api_member_collectible_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_CollectibleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    experience_record_page_app_api_member_experience_record_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_ExperienceRecordResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    create_member_feedback_app_api_member_feedback_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberFeedbackCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_int_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    member_feedback_get_app_api_member_feedback_get_get: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_MemberFeedbackResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    member_feedback_page_app_api_member_feedback_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_MemberFeedbackResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    item_get_app_api_member_item_get_get: {
        parameters: {
            query: {
                /** @description The held item's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_ItemResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    item_page_app_api_member_item_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description 1 held, 2 used up, 3 not available (expired, withdrawn or its game offline) */
                status?: components["schemas"]["ItemStatus"] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_ItemResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    item_reveal_app_api_member_item_reveal_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemIdReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_ItemResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    level_list_app_api_member_level_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_LevelListResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    notification_unread_count_app_api_member_notification_get_unread_count_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_int_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    notification_page_app_api_member_notification_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_NotificationResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    notification_read_app_api_member_notification_read_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationReadReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    pending_points_app_api_member_point_pending_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_PendingPointResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    point_record_page_app_api_member_point_record_page_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PointRecordPageReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_PointRecordResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    push_delete_app_api_member_push_subscription_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionDeleteReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    push_public_key_app_api_member_push_subscription_get_public_key_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_str_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    push_save_app_api_member_push_subscription_save_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionSaveReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    referral_page_app_api_member_referral_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_ReferralFriendResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    referral_summary_app_api_member_referral_summary_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_ReferralSummaryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    share_info_app_api_member_share_info_get: {
        parameters: {
            query: {
                /** @description 1 home, 2 game detail, 3 activity, 4 news, 5 a gift (id: its order) */
                page: components["schemas"]["SharePage"];
                /** @description The game, activity, article or gift's order; 0 for home */
                id?: number;
                /** @description 1 H5, 2 WeChat official account, 3 mini program, 4 app */
                platform: components["schemas"]["SharePlatform"];
                /** @description A game's version shared (the link opens on it, the poster prints its price) */
                skuId?: number | null;
                /** @description 1 forward, 2 poster, 3 link */
                method: components["schemas"]["ShareMethod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_ShareInfoResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    share_log_app_api_member_share_log_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareLogReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    share_poster_app_api_member_share_poster_get: {
        parameters: {
            query: {
                /** @description The share code from share info */
                code: string;
                /** @description The game's version shared, as share info gave it */
                skuId?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "image/png": unknown;
                };
            };
        };
    };
    share_resolve_app_api_member_share_resolve_get: {
        parameters: {
            query: {
                /** @description The share code (a poster's mini-program code carries it as its scene) */
                code: string;
                /** @description How it reached the visitor: 1 forward, 2 poster (default), 3 link */
                method?: components["schemas"]["ShareMethod"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_ShareResolveResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    sign_in_config_list_app_api_member_sign_in_config_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_SignInConfigResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    sign_in_create_app_api_member_sign_in_record_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_SignInCreateResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    sign_in_summary_app_api_member_sign_in_record_get_summary_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_SignInSummaryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    sign_in_record_page_app_api_member_sign_in_record_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Only check-ins of this month (YYYY-MM, Asia/Shanghai days) */
                month?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_SignInRecordResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    bind_social_user_app_api_member_social_user_bind_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialUserBindReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_str_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_social_user_app_api_member_social_user_get_get: {
        parameters: {
            query: {
                /** @description Dictionary system_social_type: 31 WeChat Official Account, 34 WeChat Mini Program, 43 WeChat (app) */
                type: components["schemas"]["SocialType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_Union_SocialUserResp__NoneType__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_subscribe_template_list_app_api_member_social_user_get_subscribe_template_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_SubscribeTemplateResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    steam_bind_app_api_member_social_user_steam_bind_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SteamBindReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_SteamAccountResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    steam_callback_app_api_member_social_user_steam_callback_get: {
        parameters: {
            query: {
                /** @description The one-time token steam-login put in return_to */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description On to the app's page */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    steam_login_app_api_member_social_user_steam_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SteamLoginReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_str_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    steam_unbind_app_api_member_social_user_steam_unbind_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    unbind_social_user_app_api_member_social_user_unbind_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialUserUnbindReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    wxa_qrcode_app_api_member_social_user_wxa_qrcode_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WxaQrcodeReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_str_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    task_claim_app_api_member_task_claim_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskClaimReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_TaskClaimResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    task_page_app_api_member_task_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description task_type: 1 daily, 2 weekly, 3 one-time */
                category?: components["schemas"]["TaskType"] | null;
                /** @description task_status: 0 in progress, 10 receivable, 20 completed, 30 expired */
                status?: components["schemas"]["TaskStatus"] | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_TaskResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_user_app_api_member_user_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_UserInfoResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    reset_password_app_api_member_user_reset_password_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    update_user_app_api_member_user_update_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    update_language_app_api_member_user_update_language_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLanguageReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    update_mobile_app_api_member_user_update_mobile_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMobileReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    update_mobile_by_weixin_app_api_member_user_update_mobile_by_weixin_put: {
        parameters: {
            query?: {
                /** @description The code of the getPhoneNumber button (or in the body) */
                code?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateMobileByWeixinReq"] | null;
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    update_password_app_api_member_user_update_password_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePasswordReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    enabled_channels_app_api_pay_channel_get_enable_code_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_str__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_pay_order_app_api_pay_order_get_get: {
        parameters: {
            query: {
                /** @description The payment order's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PayOrderResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    submit_pay_order_app_api_pay_order_submit_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayOrderSubmitReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PayOrderSubmitResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    list_packages_app_api_pay_wallet_recharge_package_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_RechargePackageResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    create_recharge_app_api_pay_wallet_recharge_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RechargeCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_RechargeCreateResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    page_recharges_app_api_pay_wallet_recharge_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_RechargeResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_summary_app_api_pay_wallet_transaction_get_summary_get: {
        parameters: {
            query: {
                createTime: (number | string)[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_WalletSummaryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    page_transactions_app_api_pay_wallet_transaction_page_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletTransactionPageReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_WalletTransactionResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_wallet_app_api_pay_wallet_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_WalletResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    unfollow_brand_app_api_product_brand_collection_cancel_delete: {
        parameters: {
            query: {
                /** @description The team's id */
                brandId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    follow_brand_app_api_product_brand_collection_create_collect_post: {
        parameters: {
            query: {
                /** @description The team's id */
                brandId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    followed_brands_app_api_product_brand_collection_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_BrandResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_brand_app_api_product_brand_get_get: {
        parameters: {
            query: {
                /** @description The team's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_BrandResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_brand_count_app_api_product_brand_get_count_get: {
        parameters: {
            query: {
                /** @description The team's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_BrandCountResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    brand_list_app_api_product_brand_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_BrandResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    brand_list_all_simple_app_api_product_brand_list_all_simple_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_BrandSimpleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    clean_browse_history_app_api_product_browse_history_clean_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    delete_browse_history_app_api_product_browse_history_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrowseHistoryDeleteReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    browse_history_page_app_api_product_browse_history_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_BrowseHistoryResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    bundle_get_app_api_product_bundle_get_get: {
        parameters: {
            query: {
                /** @description The bundle's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_BundleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    bundle_page_app_api_product_bundle_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description Part of the bundle's name, in any language */
                keyword?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_BundleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    category_list_app_api_product_category_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_CategoryResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    comment_page_app_api_product_comment_page_get: {
        parameters: {
            query: {
                spuId: number;
                pageNo?: number;
                pageSize?: number;
                type?: "all" | "positive" | "neutral" | "negative";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_CommentResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    comment_statistics_app_api_product_comment_statistics_get: {
        parameters: {
            query: {
                spuId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_RatingSummary_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    create_favorite_app_api_product_favorite_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FavoriteReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    delete_favorite_app_api_product_favorite_delete_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FavoriteReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    favorite_exists_app_api_product_favorite_exist_get: {
        parameters: {
            query: {
                /** @description The game's id */
                spuId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    favorite_exists_app_api_product_favorite_exits_get: {
        parameters: {
            query: {
                /** @description The game's id */
                spuId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    favorite_page_app_api_product_favorite_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_FavoriteResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    price_alert_delete_app_api_product_price_alert_delete_delete: {
        parameters: {
            query: {
                /** @description The game's id */
                spuId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    price_alert_get_app_api_product_price_alert_get_get: {
        parameters: {
            query: {
                /** @description The game's id */
                spuId: number;
                /** @description Display currency of the card */
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_Union_PriceAlertResp__NoneType__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    price_alert_page_app_api_product_price_alert_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_PriceAlertResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    price_alert_save_app_api_product_price_alert_save_post: {
        parameters: {
            query?: {
                /** @description Display currency of the card */
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PriceAlertSaveReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PriceAlertResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_detail_app_api_product_spu_get_detail_get: {
        parameters: {
            query: {
                id: number;
                /** @description Display currency */
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_SpuDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_navigation_num_app_api_product_spu_getNavigationNum_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_NavigationNumResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_list_all_simple_app_api_product_spu_list_all_simple_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_SpuSimpleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_list_by_ids_app_api_product_spu_list_by_ids_get: {
        parameters: {
            query: {
                /** @description Comma-joined ids, at most 100 */
                ids: string;
                /** @description Display currency */
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_SpuSummaryResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_page_app_api_product_spu_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                categoryId?: number | null;
                brandId?: number | null;
                keyword?: string | null;
                sortField?: ("newest" | "popular" | "price") | null;
                sortAsc?: boolean | null;
                list?: ("featured" | "low-priced" | "new" | "best-selling") | null;
                /** @description Display currency */
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_SpuSummaryResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    spu_price_history_app_api_product_spu_price_history_get: {
        parameters: {
            query: {
                id: number;
                /** @description Display currency */
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_SpuPriceHistoryResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    reminder_create_app_api_promotion_activity_reminder_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityReminderCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_ActivityReminderResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    reminder_delete_app_api_promotion_activity_reminder_delete_delete: {
        parameters: {
            query: {
                activityId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    reminder_list_app_api_promotion_activity_reminder_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_ActivityReminderResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_category_list_app_api_promotion_article_category_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_ArticleCategoryResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_add_browse_count_app_api_promotion_article_add_browse_count_put: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_get_app_api_promotion_article_get_get: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_ArticleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    article_page_app_api_promotion_article_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description 1 activity, 2 news; both when absent */
                type?: components["schemas"]["ArticleType"] | null;
                /** @description promotion_activity_status of activities: 10 upcoming, 20 ongoing, 30 ended */
                status?: components["schemas"]["ActivityStatus"] | null;
                categoryId?: number | null;
                /** @description Part of the title, in any language */
                keyword?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_ArticleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    banner_list_app_api_promotion_banner_list_get: {
        parameters: {
            query?: {
                position?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_BannerResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    star_deal_reminder_create_app_api_promotion_star_deal_reminder_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StarDealReminderCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_StarDealReminderResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    star_deal_reminder_delete_app_api_promotion_star_deal_reminder_delete_delete: {
        parameters: {
            query: {
                dealId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    star_deal_reminder_list_app_api_promotion_star_deal_reminder_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_StarDealReminderResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    star_deal_list_app_api_promotion_star_deal_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_StarDealResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_app_info_app_api_system_app_info_get_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AppInfoResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    dict_data_simple_list_app_api_system_dict_data_simple_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_DictDataResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    dict_data_by_type_app_api_system_dict_data_type_get: {
        parameters: {
            query: {
                type: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_DictDataResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_health_app_api_system_health_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_HealthResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_article_get_app_api_system_help_article_get_get: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_HelpArticleDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_article_page_app_api_system_help_article_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                categoryId?: number | null;
                /** @description Words of the question or its answer */
                keyword?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_HelpArticleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    help_category_list_app_api_system_help_category_list_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_HelpCategoryResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_tenant_by_website_app_api_system_tenant_get_by_website_get: {
        parameters: {
            query: {
                /** @description host or appid */
                website: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_TenantResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    create_app_api_trade_after_sale_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AfterSaleCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AfterSaleResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_app_api_trade_after_sale_get_get: {
        parameters: {
            query: {
                /** @description The refund's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_AfterSaleResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    page_app_api_trade_after_sale_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_AfterSaleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    add_to_cart_app_api_trade_cart_add_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartAddReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_int_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    add_bundle_to_cart_app_api_trade_cart_add_bundle_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartAddBundleReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_int_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    delete_cart_items_app_api_trade_cart_delete_delete: {
        parameters: {
            query: {
                /** @description Comma-joined cart item ids, at most 500 of 15 digits */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    delete_cart_bundles_app_api_trade_cart_delete_bundle_delete: {
        parameters: {
            query: {
                /** @description Comma-joined cart item ids, at most 500 of 15 digits */
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    cart_list_app_api_trade_cart_list_get: {
        parameters: {
            query?: {
                /** @description Display currency */
                priceUnit?: "CNY" | "USD" | "JPY";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_CartListResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    update_cart_bundle_selected_app_api_trade_cart_update_bundle_selected_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartBundleSelectedReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    update_cart_count_app_api_trade_cart_update_count_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartUpdateCountReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    update_cart_selected_app_api_trade_cart_update_selected_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartUpdateSelectedReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    claim_app_api_trade_gift_claim_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftCodeReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_GiftClaimResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_app_api_trade_gift_get_get: {
        parameters: {
            query: {
                /** @description The claim code from the gift's link */
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_GiftResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    sent_app_api_trade_gift_sent_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_SentGiftResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    take_back_app_api_trade_gift_take_back_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiftOrderReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    create_feedback_app_api_trade_order_feedback_reply_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_int_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_thread_app_api_trade_order_feedback_reply_get_get: {
        parameters: {
            query: {
                /** @description The order's id */
                orderId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_FeedbackReplyResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    cancel_app_api_trade_order_cancel_delete: {
        parameters: {
            query: {
                /** @description The order's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    create_app_api_trade_order_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OrderCreateResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    delete_app_api_trade_order_delete_delete: {
        parameters: {
            query: {
                /** @description The order's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_bool_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_count_app_api_trade_order_get_count_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OrderCountResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_detail_app_api_trade_order_get_detail_get: {
        parameters: {
            query: {
                /** @description The order's id */
                id: number;
                /** @description Accepted for the client; an expired order is always closed first */
                sync?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OrderDetailResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    get_express_track_list_app_api_trade_order_get_express_track_list_get: {
        parameters: {
            query: {
                /** @description The order's id */
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_OrderTrackResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    create_comment_app_api_trade_order_item_create_comment_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentCreateReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_int_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_report_app_api_trade_order_key_report_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyReportReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_KeyReportResultResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    key_report_list_app_api_trade_order_key_report_list_get: {
        parameters: {
            query: {
                /** @description The order's id */
                orderId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_KeyReportResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    list_all_simple_app_api_trade_order_list_all_simple_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_OrderSimpleResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    list_by_game_app_api_trade_order_list_by_game_get: {
        parameters: {
            query: {
                /** @description The game's id */
                spuId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_list_OrderOfGameResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    page_app_api_trade_order_page_get: {
        parameters: {
            query?: {
                pageNo?: number;
                pageSize?: number;
                /** @description trade_order_status value */
                status?: components["schemas"]["OrderStatus"] | null;
                /** @description false: completed and not yet reviewed */
                commentStatus?: boolean | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_PageResult_OrderSummaryResp__"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    preorder_message_app_api_trade_order_preorder_message_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreorderMessageReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_int_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    reveal_key_app_api_trade_order_reveal_key_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyRevealReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_KeyRevealResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    settlement_app_api_trade_order_settlement_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettlementReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_SettlementResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
    star_deal_create_app_api_trade_star_deal_create_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StarDealOrderReq"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommonResult_OrderCreateResp_"] | components["schemas"]["ErrorResult"];
                };
            };
        };
    };
}
