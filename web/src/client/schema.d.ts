// Generated from the backend OpenAPI schema by scripts/gen-api.mjs. Do not edit.
export interface paths {
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
         * Upload an image (PNG, JPG, GIF, WebP); answers its public URL
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 1002009000 system.file_empty, 1002009001 system.file_too_large, 1002009002 system.file_type_not_allowed
         */
        post: operations["upload_file_app_api_infra_file_upload_post"];
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 1004003000 member.bad_credentials, 1004003001 member.account_disabled
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 401 member.refresh_invalid, 1004003001 member.account_disabled
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 1004004003 member.sms_too_fast, 1004004004 member.sms_daily_limit, 1004004005 member.sms_send_failed, 1004004006 member.sms_mobile_not_yours
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 1004004000 member.sms_code_not_found, 1004004001 member.sms_code_wrong, 1004004002 member.sms_code_burned, 1004003001 member.account_disabled
         */
        post: operations["sms_login_app_api_member_auth_sms_login_post"];
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 401 error.unauthorized, 401 error.token_expired
         */
        post: operations["point_record_page_app_api_member_point_record_page_post"];
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 401 error.unauthorized, 401 error.token_expired
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 1004004000 member.sms_code_not_found, 1004004001 member.sms_code_wrong, 1004004002 member.sms_code_burned
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
         * Change nickname, avatar or gender
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 401 error.unauthorized, 401 error.token_expired
         */
        put: operations["update_user_app_api_member_user_update_put"];
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
         * Change the mobile number (codes sent to the current and the new number, scene 2)
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 401 error.unauthorized, 401 error.token_expired, 1004004000 member.sms_code_not_found, 1004004001 member.sms_code_wrong, 1004004002 member.sms_code_burned, 1004001001 member.mobile_taken, 1004001002 member.mobile_unchanged
         */
        put: operations["update_mobile_app_api_member_user_update_mobile_put"];
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests; 401 error.unauthorized, 401 error.token_expired, 1004004000 member.sms_code_not_found, 1004004001 member.sms_code_wrong, 1004004002 member.sms_code_burned
         */
        put: operations["update_password_app_api_member_user_update_password_put"];
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests
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
         * @description Answer codes: 0 success; 400 bad input (msg names the field), 429 too many requests
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** AppInfoResp */
        AppInfoResp: {
            /** Cdnurl */
            cdnUrl: string;
            /**
             * Filesystem
             * @enum {string}
             */
            fileSystem: "public" | "aliyun" | "qcloud" | "qiniu";
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
        /** Body_upload_file_app_api_infra_file_upload_post */
        Body_upload_file_app_api_infra_file_upload_post: {
            /**
             * File
             * @description The image
             */
            file: string;
        };
        /** CommonResult */
        CommonResult_AppInfoResp_: {
            /** Code */
            code: number;
            data?: components["schemas"]["AppInfoResp"] | null;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_AuthLoginResp_: {
            /** Code */
            code: number;
            data?: components["schemas"]["AuthLoginResp"] | null;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_HealthResp_: {
            /** Code */
            code: number;
            data?: components["schemas"]["HealthResp"] | null;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_PageResult_PointRecordResp__: {
            /** Code */
            code: number;
            data?: components["schemas"]["PageResult_PointRecordResp_"] | null;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_UserInfoResp_: {
            /** Code */
            code: number;
            data?: components["schemas"]["UserInfoResp"] | null;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_bool_: {
            /** Code */
            code: number;
            /** Data */
            data?: boolean | null;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_list_DictDataResp__: {
            /** Code */
            code: number;
            /** Data */
            data?: components["schemas"]["DictDataResp"][] | null;
            /**
             * Msg
             * @default
             */
            msg: string;
        };
        /** CommonResult */
        CommonResult_str_: {
            /** Code */
            code: number;
            /** Data */
            data?: string | null;
            /**
             * Msg
             * @default
             */
            msg: string;
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
        /** PageResult[PointRecordResp] */
        PageResult_PointRecordResp_: {
            /** List */
            list: components["schemas"]["PointRecordResp"][];
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
        /** PointRecordPageReq */
        PointRecordPageReq: {
            /**
             * Addstatus
             * @description true income only, false spending only
             */
            addStatus?: boolean | null;
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
        /** SendSmsCodeReq */
        SendSmsCodeReq: {
            /** Mobile */
            mobile: string;
            /** @description 1 login, 2 change mobile, 3 change password, 4 reset password */
            scene: components["schemas"]["SmsScene"];
        };
        /** SmsLoginReq */
        SmsLoginReq: {
            /** Code */
            code: string;
            /** Mobile */
            mobile: string;
        };
        /**
         * SmsScene
         * @enum {integer}
         */
        SmsScene: 1 | 2 | 3 | 4;
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
             * @description Code sent to the current number (scene 2)
             */
            oldCode: string;
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
            /** Avatar */
            avatar: string | null;
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
            /** Mobile */
            mobile: string;
            /** Nickname */
            nickname: string;
            /** Point */
            point: number;
        };
        /** UserUpdateReq */
        UserUpdateReq: {
            /** Avatar */
            avatar?: string | null;
            /** Gender */
            gender?: (0 | 1 | 2) | null;
            /** Nickname */
            nickname?: string | null;
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
                    "application/json": components["schemas"]["CommonResult_str_"];
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
                    "application/json": components["schemas"]["CommonResult_AuthLoginResp_"];
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
                    "application/json": components["schemas"]["CommonResult_bool_"];
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
                    "application/json": components["schemas"]["CommonResult_AuthLoginResp_"];
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
                    "application/json": components["schemas"]["CommonResult_bool_"];
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
                    "application/json": components["schemas"]["CommonResult_AuthLoginResp_"];
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
                    "application/json": components["schemas"]["CommonResult_PageResult_PointRecordResp__"];
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
                    "application/json": components["schemas"]["CommonResult_UserInfoResp_"];
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
                    "application/json": components["schemas"]["CommonResult_bool_"];
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
                    "application/json": components["schemas"]["CommonResult_bool_"];
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
                    "application/json": components["schemas"]["CommonResult_bool_"];
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
                    "application/json": components["schemas"]["CommonResult_bool_"];
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
                    "application/json": components["schemas"]["CommonResult_AppInfoResp_"];
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
                    "application/json": components["schemas"]["CommonResult_list_DictDataResp__"];
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
                    "application/json": components["schemas"]["CommonResult_list_DictDataResp__"];
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
                    "application/json": components["schemas"]["CommonResult_HealthResp_"];
                };
            };
        };
    };
}
